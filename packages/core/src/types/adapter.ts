import type { AccountEntry, ConnectedWalletInfo } from './account.js'
import type { Connector } from './connector.js'
import type { Metadata } from './metadata.js'
import type { CaipNetwork, ChainNamespace } from './network.js'
import type { WalletConnectPart } from './walletConnect.js'

/** What an adapter tells core; core turns these into state. */
export type AdapterEvent =
  | { type: 'connectors'; connectors: readonly Connector[] }
  | {
      type: 'accountsChanged'
      connectorId: string
      address: string | undefined
      /** Every account the wallet now shares (payment and ordinals), when the adapter knows them. */
      accounts?: readonly AccountEntry[] | undefined
    }
  | { type: 'chainChanged'; connectorId: string; chainId: number | string }
  | { type: 'disconnect'; connectorId: string }

/** What core's WalletConnect runs on; `undefined` when the app turned it off. */
export type WalletConnectContext = {
  relayUrl: string
  projectId: string
  /** Keeps this instance's WalletConnect storage apart from other instances on the page. */
  storagePrefix: string
  /** Ask WalletConnect's hosted verify service (only sensible with its hosted relay). */
  verify: boolean
}

/** Handed to `ChainAdapter.setup`: the app's settings for this namespace and a way to report events. */
export type AdapterContext = {
  networks: readonly CaipNetwork[]
  projectId: string | undefined
  metadata: Metadata | undefined
  includeWalletIds: readonly string[]
  excludeWalletIds: readonly string[]
  emit: (event: AdapterEvent) => void
  /**
   * Disconnects this namespace as the app's `disconnect({ namespace })` does: the wallet (or the
   * WalletConnect session) is told, state and storage are cleared and the modal shows it. For an
   * adapter that mirrors the connection into a library able to end it on its own (wagmi's
   * `disconnect`). Every instance's context has it; optional only so hand-built ones need not.
   */
  disconnect?: (() => Promise<void>) | undefined
  /**
   * Switches to one of this namespace's networks as the app's `switchNetwork` does: the wallet
   * first, then state (a network the app lacks rejects with `ChainNotConfiguredError`). For an
   * adapter whose library switches on its own (wagmi's `switchChain`). Optional like `disconnect`.
   */
  switchNetwork?: ((parameters: { network: CaipNetwork }) => Promise<void>) | undefined
  /**
   * Resolves once the instance has restored the stored connection at start (or given it up), for
   * an adapter whose library reconnects on its own and must wait for it (wagmi).
   */
  restored?: (() => Promise<void>) | undefined
}

export type ConnectResult = {
  address: string
  chainId: number | string
  accounts?: readonly AccountEntry[] | undefined
  walletInfo?: ConnectedWalletInfo | undefined
}

export type BalanceResult = { balance: string; symbol: string }

export type SendTransactionParameters = {
  connectorId: string
  network: CaipNetwork
  from: string
  to: string
  /** In the smallest unit of the native currency, or of `token` when it is given. */
  value: bigint
  /**
   * A token to send instead of the native currency: an ERC-20 contract, an SPL mint. An adapter
   * that cannot send tokens rejects with `MethodNotSupportedError`.
   */
  token?: { address: string } | undefined
  data?: `0x${string}` | undefined
  gas?: bigint | undefined
  gasPrice?: bigint | undefined
  maxFeePerGas?: bigint | undefined
  maxPriorityFeePerGas?: bigint | undefined
}

/**
 * What a send would cost, in the smallest unit of the network's native currency (wei, lamports,
 * sats). An EVM estimate also carries the gas limit and fees it priced, so the send can use them.
 */
export type SendFeeEstimate = {
  fee: bigint
  /**
   * The least value the network relays to the estimate's receiver (Bitcoin: the dust limit of its
   * address type); the send view asks for more before the wallet is asked.
   */
  minimumValue?: bigint | undefined
  gas?: bigint | undefined
  gasPrice?: bigint | undefined
  maxFeePerGas?: bigint | undefined
  maxPriorityFeePerGas?: bigint | undefined
}

/** Why a sent transaction was replaced in the pool (viem's `onReplaced` reasons). */
export type TransactionReplacement = {
  reason: 'repriced' | 'cancelled' | 'replaced'
  /** The hash of the transaction that took its place. */
  hash: string
}

export type WaitForTransactionParameters = {
  network: CaipNetwork
  hash: string
  /** Told when another transaction of the same sender and nonce was mined instead. */
  onReplaced?: ((replacement: TransactionReplacement) => void) | undefined
  signal?: AbortSignal | undefined
}

/** The mined transaction (the replacement's, when it was replaced). */
export type TransactionOutcome = { status: 'success' | 'reverted'; hash: string }

/**
 * One chain namespace's wallet logic. Required members are what every namespace needs;
 * abilities a namespace lacks are simply absent (calling them through core throws
 * `MethodNotSupportedError`).
 */
export type ChainAdapter = {
  namespace: ChainNamespace
  /** Starts discovery and listeners; returns a teardown. */
  setup(context: AdapterContext): () => void
  connect(parameters: {
    connectorId: string
    network: CaipNetwork | undefined
    /** Aborted when the connect is given up (a fresh pairing replaces it): the adapter rejects. */
    signal?: AbortSignal | undefined
  }): Promise<ConnectResult>
  disconnect(parameters: { connectorId: string }): Promise<void>
  /** Restores a connection without prompting; `undefined` when the wallet no longer grants access. */
  reconnect?(parameters: {
    connectorId: string
    /** The network the app last used, which a session approving several may resume on. */
    network?: CaipNetwork | undefined
  }): Promise<ConnectResult | undefined>
  switchNetwork?(parameters: { connectorId: string; network: CaipNetwork }): Promise<void>
  /**
   * The app moved to `network` while no wallet of this namespace is connected: there is no wallet
   * to ask. For an adapter that mirrors the network into a library (wagmi's chain).
   */
  selectNetwork?(parameters: { network: CaipNetwork }): void
  /**
   * The app's networks of this namespace changed at run time (`addNetwork`, `removeNetwork`):
   * `networks` is the new list, in order. For an adapter that mirrors them into a library (wagmi's
   * chains, so its hooks and `switchChain` know an added network).
   */
  networksChanged?(parameters: { networks: readonly CaipNetwork[] }): void
  /**
   * The native balance, or with `token` (the app's `tokens` option for this network) that token's
   * balance and symbol; an adapter that cannot read tokens rejects, and core shows 0.00.
   */
  getBalance?(parameters: {
    address: string
    network: CaipNetwork
    token?: { address: string } | undefined
  }): Promise<BalanceResult>
  signMessage?(parameters: {
    connectorId: string
    address: string
    message: string
  }): Promise<string>
  sendTransaction?(parameters: SendTransactionParameters): Promise<string>
  /** What `sendTransaction` with these parameters would cost (the fee a balance must cover). */
  estimateSendFee?(parameters: SendTransactionParameters): Promise<SendFeeEstimate>
  /** Whether `address` can receive on `network` (EVM checksums, Solana keys, the network's Bitcoin addresses). */
  isAddress?(parameters: { address: string; network: CaipNetwork }): Promise<boolean>
  /** Waits until a sent transaction is mined (SPEC §9 limits), reporting a replacement. */
  waitForTransaction?(parameters: WaitForTransactionParameters): Promise<TransactionOutcome>
  /** The wallet's own provider object, for `useAppKitProvider`. */
  getProvider?(parameters: { connectorId: string }): unknown
  /**
   * The namespace's part of WalletConnect (see `WalletConnectPart`); without it the namespace is
   * never proposed. Its connections use the connector id `walletConnect`.
   */
  walletConnect?: WalletConnectPart
}
