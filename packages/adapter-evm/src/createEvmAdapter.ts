import type { ChainAdapter } from '@kit/core'
import { InvalidOptionsError } from '@kit/core/modules/errors/network'
import { getProvider } from './actions/getProvider.js'
import { createConnectorRegistry } from './connectors/createConnectorRegistry.js'
import { watchAnnouncements } from './connectors/watchAnnouncements.js'
import type { EvmAdapterState } from './types/adapterState.js'

const loadWalletActions = () => import('./actions/walletActions.js')
const loadSendActions = () => import('./actions/sendActions.js')

export type EvmAdapterOptions = {
  /** `fetch` for JSON-RPC reads (balances, fees); the global one by default. */
  fetchFn?: typeof fetch | undefined
  /** HTTP RPC timeout in ms (SPEC §9: 10 s). */
  timeout?: number | undefined
  /** Retries of a failed RPC read at each URL (SPEC §9: 3). */
  retryCount?: number | undefined
  /** First retry backoff in ms, doubled on each retry (SPEC §9: 150). */
  retryDelay?: number | undefined
  /** Multiplies the base fee when estimating `maxFeePerGas` (SPEC §5: 1.2, at least 1). */
  baseFeeMultiplier?: number | undefined
}

/** The EVM adapter: every optional ability of `ChainAdapter` is present. */
export type EvmAdapter = ChainAdapter &
  Required<
    Pick<
      ChainAdapter,
      | 'reconnect'
      | 'switchNetwork'
      | 'getBalance'
      | 'signMessage'
      | 'sendTransaction'
      | 'estimateSendFee'
      | 'isAddress'
      | 'waitForTransaction'
      | 'getProvider'
      | 'walletConnect'
    >
  > & { namespace: 'eip155' }

/**
 * Creates the EVM adapter: EIP-6963 and injected wallets, balances, signing, sending and network
 * switching, written against the raw EIP-1193 provider so little code loads up front.
 * @example
 * const kit = createKit({ adapters: [createEvmAdapter()], networks: [mainnet] })
 */
export function createEvmAdapter(options: EvmAdapterOptions = {}): EvmAdapter {
  const {
    fetchFn = (...args: Parameters<typeof fetch>) => globalThis.fetch(...args),
    timeout = 10_000,
    baseFeeMultiplier = 1.2,
    retryCount = 3,
    retryDelay = 150,
  } = options
  if (!(baseFeeMultiplier >= 1) || !Number.isFinite(baseFeeMultiplier))
    throw new InvalidOptionsError('Invalid baseFeeMultiplier', {
      details: 'It must be a finite number of at least 1',
    })
  if (!(timeout > 0))
    throw new InvalidOptionsError('Invalid timeout', {
      details: 'It must be a positive number of ms',
    })
  if (!Number.isInteger(retryCount) || retryCount < 0)
    throw new InvalidOptionsError('Invalid retryCount', {
      details: 'It must be a whole number of at least 0',
    })
  if (!(retryDelay >= 0) || !Number.isFinite(retryDelay))
    throw new InvalidOptionsError('Invalid retryDelay', {
      details: 'It must be a finite number of ms, at least 0',
    })
  const state: EvmAdapterState = {
    registry: createConnectorRegistry(),
    sessions: new Map(),
    emit: () => {},
    fetchFn,
    timeout,
    retry: { retryCount, retryDelay, maxRetryAfter: 60_000 },
    baseFeeMultiplier,
  }
  return {
    namespace: 'eip155',
    setup(context) {
      state.emit = context.emit
      const stopWatching = watchAnnouncements(state.registry, context.emit)
      return () => {
        stopWatching()
        for (const session of [...state.sessions.values()]) session.close()
        state.emit = () => {}
      }
    },
    // The session code loads on first use. WalletConnect's pairing and session belong to core,
    // which loads the SDK on first pairing or restore and hands this adapter its eip155 part.
    connect: async (parameters) => (await loadWalletActions()).connect(state, parameters),
    reconnect: async (parameters) => (await loadWalletActions()).reconnect(state, parameters),
    disconnect: async (parameters) => (await loadWalletActions()).disconnect(state, parameters),
    switchNetwork: async (parameters) =>
      (await loadWalletActions()).switchNetwork(state, parameters),
    getBalance: async (parameters) => (await loadWalletActions()).getBalance(state, parameters),
    signMessage: async (parameters) => (await loadWalletActions()).signMessage(state, parameters),
    // Sending is rare and pulls in fee estimation and revert decoding: loaded on first use.
    sendTransaction: async (parameters) =>
      (await loadSendActions()).sendTransaction(state, parameters),
    estimateSendFee: async (parameters) =>
      (await loadSendActions()).estimateSendFee(state, parameters),
    waitForTransaction: async (parameters) =>
      (await loadSendActions()).waitForTransaction(state, parameters),
    // EIP-55 checksums need keccak: loaded with the wallet actions.
    isAddress: async ({ address }) => (await loadWalletActions()).isAddress(address),
    getProvider: (parameters) => getProvider(state, parameters),
    // Core proposes AppKit's EVM methods and events for every network (loaded with the pairing).
    walletConnect: {
      // Its session code (address checks, keccak) loads with the wallet actions, only when a
      // session is approved or restored.
      connect: async (parameters) =>
        (await loadWalletActions()).connectEvmSession(state, parameters),
    },
  }
}
