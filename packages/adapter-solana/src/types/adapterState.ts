import type { AdapterEvent, CaipNetwork } from '@kit/core'
import type { ConnectorRegistry } from '../connectors/createConnectorRegistry.js'
import type { RpcTransport } from '../rpc/rpcRequest.js'
import type { SolanaSigner } from './solanaSigner.js'
import type { Wallet } from './walletStandard.js'

/** A live connection of one connector; `close` stops following it. */
export type Session = {
  signer: SolanaSigner
  /** The Wallet Standard wallet behind it; absent for WalletConnect. */
  wallet?: Wallet | undefined
  /** The AppKit-compatible provider `getProvider` hands out, made on first ask. */
  provider?: unknown
  /** Told of the account moving (its address) or the session ending (`undefined`). */
  watchers: Set<(address: string | undefined) => void>
  close(): void
}

/** How sends are confirmed. */
export type ConfirmPolicy = {
  /** ms to wait for `confirmed` before `ConfirmationTimeoutError`. */
  timeout: number
  /** ms between `getSignatureStatuses` polls. */
  interval: number
}

/** One adapter instance's own state, passed to each action; two instances share nothing. */
export type SolanaAdapterState = {
  registry: ConnectorRegistry
  sessions: Map<string, Session>
  /** Core's disconnect of this namespace (from `setup`), which the provider's `disconnect` calls. */
  disconnectApp: (() => Promise<void>) | undefined
  /** Core's event sink once `setup` ran. */
  emit: (event: AdapterEvent) => void
  /** The app's Solana networks (from `setup`). */
  networks: readonly CaipNetwork[]
  /** The network last connected, switched or selected: where the provider's requests go. */
  network: CaipNetwork | undefined
  rpc: RpcTransport
  confirm: ConfirmPolicy
  tokenSymbols: Readonly<Record<string, string>>
  /** `@solana/web3.js` once it has loaded (`loadWeb3`). */
  web3?: typeof import('@solana/web3.js') | undefined
  /** web3.js `Connection`s by RPC URL, made on first ask. */
  connections: Map<string, Promise<unknown>>
}
