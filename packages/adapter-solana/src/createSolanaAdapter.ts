import type { CaipNetwork, ChainAdapter } from '@kit/core'
import { InvalidOptionsError } from '@kit/core/modules/errors/network'
import { createConnectorRegistry } from './connectors/createConnectorRegistry.js'
import { endWalletSessions } from './connectors/endWalletSessions.js'
import { watchWallets } from './connectors/watchWallets.js'
import type { SolanaAdapterState } from './types/adapterState.js'

const loadWalletActions = () => import('./actions/walletActions.js')

export type SolanaAdapterOptions = {
  /** `fetch` for JSON-RPC (balances, blockhashes, confirmations); the global one by default. */
  fetchFn?: typeof fetch | undefined
  /** HTTP RPC timeout in ms (SPEC §9: 10 s). */
  timeout?: number | undefined
  /** How long a send waits for confirmation, in ms (90 s by default: a blockhash's lifetime). */
  confirmTimeout?: number | undefined
  /** ms between confirmation polls (500 by default). */
  pollInterval?: number | undefined
  /** Symbols of SPL tokens by mint, for token balances; the mint address is shown otherwise. */
  tokenSymbols?: Readonly<Record<string, string>> | undefined
}

/** A web3.js `Connection`, typed loosely so the adapter's root needs no web3.js types. */
export type SolanaConnectionLike = { readonly rpcEndpoint: string }

/** The Solana adapter: every optional ability of `ChainAdapter` but network switching by the wallet. */
export type SolanaAdapter = ChainAdapter &
  Required<
    Pick<
      ChainAdapter,
      | 'reconnect'
      | 'switchNetwork'
      | 'selectNetwork'
      | 'getBalance'
      | 'signMessage'
      | 'sendTransaction'
      | 'estimateSendFee'
      | 'isAddress'
      | 'getProvider'
      | 'walletConnect'
    >
  > & {
    namespace: 'solana'
    /**
     * A `@solana/web3.js` `Connection` to the network's RPC, made once per RPC URL (web3.js loads
     * on the first call): what AppKit's Solana `useAppKitConnection` hands out.
     */
    getConnection(parameters: { network: CaipNetwork }): Promise<SolanaConnectionLike>
  }

/**
 * Creates the Solana adapter: Wallet Standard wallets, SOL and SPL balances over JSON-RPC,
 * verified message signing, SOL and SPL sends (web3.js, loaded on first send) and its part of
 * WalletConnect. Little code loads up front: discovery only.
 * @example
 * const kit = createKit({ adapters: [createSolanaAdapter()], networks: [solana, solanaDevnet] })
 */
export function createSolanaAdapter(options: SolanaAdapterOptions = {}): SolanaAdapter {
  const {
    fetchFn = (...args: Parameters<typeof fetch>) => globalThis.fetch(...args),
    timeout = 10_000,
    confirmTimeout = 90_000,
    pollInterval = 500,
    tokenSymbols = {},
  } = options
  for (const [name, value] of Object.entries({ timeout, confirmTimeout, pollInterval }))
    if (!(value > 0) || !Number.isFinite(value))
      throw new InvalidOptionsError(`Invalid ${name}`, {
        details: 'It must be a positive finite number of ms',
      })
  const state: SolanaAdapterState = {
    registry: createConnectorRegistry(),
    sessions: new Map(),
    disconnectApp: undefined,
    emit: () => {},
    networks: [],
    network: undefined,
    rpc: { fetchFn, timeout },
    confirm: { timeout: confirmTimeout, interval: pollInterval },
    tokenSymbols: { ...tokenSymbols },
    connections: new Map(),
  }
  return {
    namespace: 'solana',
    setup(context) {
      state.emit = context.emit
      state.networks = context.networks.filter((n) => n.chainNamespace === 'solana')
      state.disconnectApp = context.disconnect
      const stopWatching = watchWallets(state.registry, context.emit, (wallet) =>
        endWalletSessions(state, wallet),
      )
      return () => {
        stopWatching()
        for (const session of [...state.sessions.values()]) session.close()
        state.emit = () => {}
        state.disconnectApp = undefined
      }
    },
    connect: async (parameters) => {
      const result = await (await loadWalletActions()).connect(state, parameters)
      // Only a silent connect comes back empty.
      return result as NonNullable<typeof result>
    },
    reconnect: async (parameters) =>
      (await loadWalletActions()).connect(state, { ...parameters, silent: true }),
    disconnect: async (parameters) => (await loadWalletActions()).disconnect(state, parameters),
    // Solana wallets have no network switch: the network is taken as the active one.
    async switchNetwork({ network }) {
      state.network = network
    },
    selectNetwork({ network }) {
      state.network = network
    },
    getBalance: async (parameters) => (await loadWalletActions()).getBalance(state, parameters),
    signMessage: async (parameters) => (await loadWalletActions()).signMessage(state, parameters),
    // Sending needs web3.js: loaded on first send.
    async sendTransaction(parameters) {
      const { sendTransaction } = await import('./actions/sendTransaction.js')
      return sendTransaction(state, parameters)
    },
    async estimateSendFee(parameters) {
      const { estimateSendFee } = await import('./actions/estimateSendFee.js')
      return estimateSendFee(state, parameters)
    },
    async isAddress({ address }) {
      const { isSolanaAddress } = await import('./utils/isSolanaAddress.js')
      return isSolanaAddress(address)
    },
    getProvider({ connectorId }) {
      const session = state.sessions.get(connectorId)
      // An app asking for the provider will want its web3.js `publicKey`: start that load now.
      if (session)
        void import('./utils/loadWeb3.js').then(({ loadWeb3 }) => loadWeb3(state)).catch(() => {})
      return session?.provider
    },
    async getConnection(parameters) {
      const { getConnection } = await import('./connection/getConnection.js')
      return getConnection(state, parameters)
    },
    // Core proposes AppKit's Solana methods and events for every network (with the pairing).
    walletConnect: {
      connect: async (parameters) =>
        (await loadWalletActions()).connectSolanaSession(state, parameters),
    },
  }
}
