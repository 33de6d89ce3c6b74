import type { AccountEntry, AdapterEvent, CaipNetwork, ConnectedWalletInfo } from '@kit/core'
import type { ConnectorRegistry } from '../connectors/createConnectorRegistry.js'
import type { WalletClient } from './walletClient.js'

/** A live connection to one wallet: its checked accounts (payment first) and network. */
export type BitcoinSession = {
  connectorId: string
  client: WalletClient
  network: CaipNetwork
  /** The payment address, the one the app shows. */
  address: string
  accounts: AccountEntry[]
  walletInfo: ConnectedWalletInfo
  /**
   * Takes a new list of the wallet's accounts (checked as at connect) and tells core; a list with
   * no account ends the session.
   */
  updateAccounts(accounts: unknown): void
  /** Stops following the wallet's events; aborts `signal`. */
  close(): void
  signal: AbortSignal
}

/** How Esplora reads are made (SPEC §9). */
export type EsploraSettings = {
  fetchFn: typeof fetch
  timeout: number
  retryCount: number
  retryDelay: number
}

/** One adapter instance's own state, passed to each action; two instances share nothing. */
export type BitcoinAdapterState = {
  registry: ConnectorRegistry
  sessions: Map<string, BitcoinSession>
  /** Core's event sink once `setup` ran. */
  emit: (event: AdapterEvent) => void
  /** The app's bip122 networks, once `setup` ran. */
  networks: readonly CaipNetwork[]
  esplora: EsploraSettings
  /** A fixed fee rate in sat/vB; else the Esplora estimate for `confirmationTarget`. */
  feeRate: number | undefined
  /** Blocks within which a payment should confirm, for the fee estimate. */
  confirmationTarget: number
}
