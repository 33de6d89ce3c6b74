import type { ChainAdapter } from '@kit/core'
import { InvalidOptionsError } from '@kit/core/modules/errors/network'
import { type BitcoinProvider, getProvider } from './actions/getProvider.js'
import type { BitcoinSendTransactionParameters } from './actions/sendTransaction.js'
import { createConnectorRegistry } from './connectors/createConnectorRegistry.js'
import { watchWallets } from './connectors/watchWallets.js'
import type { BitcoinAdapterState } from './types/adapterState.js'

const loadWalletActions = () => import('./actions/walletActions.js')
const loadSigningActions = () => import('./actions/signingActions.js')

export type BitcoinAdapterOptions = {
  /** `fetch` for Esplora reads and broadcasts; the global one by default. */
  fetchFn?: typeof fetch | undefined
  /** Esplora request timeout in ms (SPEC §9: 10 s). */
  timeout?: number | undefined
  /** Retries of a failed Esplora read (SPEC §9: 3); a broadcast is never retried. */
  retryCount?: number | undefined
  /** First retry backoff in ms, doubled on each retry (SPEC §9: 150). */
  retryDelay?: number | undefined
  /** A fixed fee rate for payments, in sat/vB (1 to 5,000); Esplora's estimate when left out. */
  feeRate?: number | undefined
  /** Blocks within which a payment should confirm, for Esplora's fee estimate. Default 3. */
  confirmationTarget?: number | undefined
}

/** The Bitcoin adapter: every optional ability of `ChainAdapter` but `selectNetwork`. */
export type BitcoinAdapter = Omit<ChainAdapter, 'getProvider' | 'sendTransaction'> &
  Required<
    Pick<
      ChainAdapter,
      | 'reconnect'
      | 'switchNetwork'
      | 'getBalance'
      | 'signMessage'
      | 'walletConnect'
      | 'estimateSendFee'
      | 'isAddress'
    >
  > & {
    namespace: 'bip122'
    /** Pays `value` sats; `feeRate` (sat/vB) overrides the adapter's for this payment. */
    sendTransaction(parameters: BitcoinSendTransactionParameters): Promise<string>
    /** AppKit's `BitcoinConnector` on the connected wallet; `undefined` while not connected. */
    getProvider(parameters: { connectorId: string }): BitcoinProvider | undefined
  }

/**
 * Creates the Bitcoin adapter: Wallet Standard wallets with Bitcoin features, sats-connect
 * (Xverse), Unisat-style (Unisat, OKX) and Leather wallets, and WalletConnect's bip122 methods;
 * balances and payments over the network's Esplora API (its RPC URL). Only discovery loads up
 * front: the wallet protocols load on the first connect, @scure/btc-signer and message
 * verification on the first signature or payment.
 * @example
 * const kit = createKit({ adapters: [createBitcoinAdapter()], networks: [bitcoin] })
 */
export function createBitcoinAdapter(options: BitcoinAdapterOptions = {}): BitcoinAdapter {
  const {
    fetchFn = (...args: Parameters<typeof fetch>) => globalThis.fetch(...args),
    timeout = 10_000,
    retryCount = 3,
    retryDelay = 150,
    feeRate,
    confirmationTarget = 3,
  } = options
  const invalid = (option: string, details: string) =>
    new InvalidOptionsError(`Invalid ${option}`, { details })
  if (!(timeout > 0)) throw invalid('timeout', 'It must be a positive number of ms')
  if (!Number.isInteger(retryCount) || retryCount < 0)
    throw invalid('retryCount', 'It must be a whole number of at least 0')
  if (!(retryDelay >= 0) || !Number.isFinite(retryDelay))
    throw invalid('retryDelay', 'It must be a finite number of ms, at least 0')
  if (feeRate !== undefined && !(feeRate >= 1 && feeRate <= 5_000))
    throw invalid('feeRate', 'It must be a number of sat/vB from 1 to 5,000')
  if (!Number.isInteger(confirmationTarget) || confirmationTarget < 1 || confirmationTarget > 1008)
    throw invalid('confirmationTarget', 'It must be a whole number of blocks from 1 to 1008')
  const state: BitcoinAdapterState = {
    registry: createConnectorRegistry(),
    sessions: new Map(),
    emit: () => {},
    networks: [],
    esplora: { fetchFn, timeout, retryCount, retryDelay },
    feeRate,
    confirmationTarget,
  }
  return {
    namespace: 'bip122',
    setup(context) {
      state.emit = context.emit
      state.networks = context.networks.filter((network) => network.chainNamespace === 'bip122')
      const stopWatching = watchWallets(state.registry, context.emit)
      return () => {
        stopWatching()
        for (const session of [...state.sessions.values()]) session.close()
        state.emit = () => {}
      }
    },
    connect: async (parameters) => (await loadWalletActions()).connect(state, parameters),
    reconnect: async (parameters) => (await loadWalletActions()).reconnect(state, parameters),
    disconnect: async (parameters) => (await loadWalletActions()).disconnect(state, parameters),
    switchNetwork: async (parameters) =>
      (await loadWalletActions()).switchNetwork(state, parameters),
    getBalance: async (parameters) => (await loadWalletActions()).getBalance(state, parameters),
    signMessage: async (parameters) => (await loadSigningActions()).signMessage(state, parameters),
    sendTransaction: async (parameters) =>
      (await loadSigningActions()).sendTransaction(state, parameters),
    async estimateSendFee(parameters) {
      const { estimateSendFee } = await import('./actions/estimateSendFee.js')
      return estimateSendFee(state, parameters)
    },
    async isAddress({ address, network }) {
      const { isNetworkAddress } = await import('./address/isNetworkAddress.js')
      return isNetworkAddress({ address, caipNetworkId: network.caipNetworkId })
    },
    getProvider: (parameters) => getProvider(state, parameters, loadSigningActions),
    // Core proposes AppKit's bip122 methods (sendTransfer, signMessage, signPsbt,
    // getAccountAddresses) for every network when `propose` is left out.
    walletConnect: {
      connect: async (parameters) =>
        (await loadWalletActions()).connectBitcoinSession(state, parameters),
    },
  }
}
