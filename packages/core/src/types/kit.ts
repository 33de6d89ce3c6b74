import type { ApiClient, CatalogueWallet } from '@kit/blockchain-api'
import type { createAlertsStore } from '../stores/createAlertsStore.js'
import type { createChainsStore } from '../stores/createChainsStore.js'
import type { createConnectionStore } from '../stores/createConnectionStore.js'
import type { createConnectorsStore } from '../stores/createConnectorsStore.js'
import type { createEventsStore } from '../stores/createEventsStore.js'
import type { createLocaleStore } from '../stores/createLocaleStore.js'
import type { createModalStore } from '../stores/createModalStore.js'
import type { createRouterStore } from '../stores/createRouterStore.js'
import type { createThemeStore } from '../stores/createThemeStore.js'
import type { createToastStore } from '../stores/createToastStore.js'
import type { createTransactionsStore } from '../stores/createTransactionsStore.js'
import type { createWalletsStore } from '../stores/createWalletsStore.js'
import type { Emitter } from '../utils/createEmitter.js'
import type { PersistedStorage } from '../utils/createStorage.js'
import type { ResolvedOptions } from '../utils/resolveOptions.js'
import type { WalletConnectProvider } from '../walletConnect/createWalletConnectProvider.js'
import type { ChainAdapter, ConnectResult } from './adapter.js'
import type { KitEvent } from './events.js'
import type { CaipNetworkId, ChainNamespace } from './network.js'
import type { SiwxConfig } from './siwx.js'

export type KitStores = {
  modal: ReturnType<typeof createModalStore>
  router: ReturnType<typeof createRouterStore>
  chains: ReturnType<typeof createChainsStore>
  connection: ReturnType<typeof createConnectionStore>
  connectors: ReturnType<typeof createConnectorsStore>
  toast: ReturnType<typeof createToastStore>
  alerts: ReturnType<typeof createAlertsStore>
  theme: ReturnType<typeof createThemeStore>
  locale: ReturnType<typeof createLocaleStore>
  events: ReturnType<typeof createEventsStore>
  wallets: ReturnType<typeof createWalletsStore>
  transactions: ReturnType<typeof createTransactionsStore>
}

export type KitEmitterEvents = { event: KitEvent }

export type BalanceCacheEntry = {
  caipAddress: string
  balance: string
  symbol: string
  timestamp: number
}

/** Per-instance mutable bookkeeping that is not state anyone renders. */
export type KitRuntime = {
  balanceCache: Map<string, BalanceCacheEntry>
  balanceFailures: Map<string, number>
  timers: { toast?: ReturnType<typeof setTimeout>; shake?: ReturnType<typeof setTimeout> }
  /** Bumped on every account or chain change, so late responses for the old one are dropped. */
  generation: number
  teardowns: (() => void)[]
  /** Each adapter's own teardown, so one adapter can be removed (`removeAdapter`). */
  adapterTeardowns: Partial<Record<ChainNamespace, () => void>>
  /** Derived values keyed by the snapshot they were computed from. */
  memo: WeakMap<object, unknown>
  /** The one in-flight request of each kind (`'wallets:search'`, `'account:tokens'`, …). */
  requests: Map<string, AbortController>
  /** The newest request of each kind as it runs, for a caller that waits for the one that replaced its own. */
  requestTasks: Map<string, Promise<void>>
  /** CAIP-2 ids the blockchain API serves, fetched once; undefined until asked or after a failure. */
  supportedChains: Promise<ReadonlySet<string> | undefined> | undefined
  /** The WalletConnect pairing on offer: its connect, and how to give it up for a fresh one. */
  pairing: PendingPairing | undefined
  /** The one WalletConnect provider every namespace shares, and the live session's lifetime. */
  walletConnect: {
    provider: Promise<WalletConnectProvider> | undefined
    /** Aborted when the session ends; each namespace's handle carries its signal. */
    session: AbortController | undefined
    /** The provider while a session is live, for those who need it synchronously. */
    live?: WalletConnectProvider | undefined
  }
  /**
   * Applies a connected wallet's own events (account, chain, disconnect); set by the code that
   * connects one, so a page with no connection never loads it.
   */
  applyWalletEvent?: typeof import('../actions/applyWalletEvent.js').applyWalletEvent | undefined
  /**
   * Whether `closeModal` must leave the modal open (a required sign-in without a session); set by
   * the sign-in code, which loads only for an app that set `siwx`.
   */
  keepModalOpen?: ((kit: Kit) => boolean) | undefined
  /**
   * AppKit's legacy `siweConfig` as a sign-in setup (`siweConfigToSiwx`), set once the sign-in
   * code loaded; an app that set `siwx` uses that instead (`getSiwx`).
   */
  legacySiwx?: SiwxConfig | undefined
  /**
   * The last network the visitor was signed in on: a required sign-in cancelled on another
   * network switches back to it when the account has a session there (as AppKit does).
   */
  lastSignedInNetwork?: CaipNetworkId | undefined
  /**
   * The state of each wallet feature in use (a send being written, a swap being quoted), made by
   * the feature's own code on first use (`getFeatureState`), so a page that never opens one pays
   * nothing for it.
   */
  features?: Map<string, FeatureState> | undefined
}

/** A wallet feature's state: a valtio proxy the feature's views render, with its reset. */
export type FeatureState = { state: object; reset: () => void }

export type PendingPairing = {
  controller: AbortController
  promise: Promise<ConnectResult>
  /** The catalogue wallet picked for it, which a refresh keeps. */
  wallet: CatalogueWallet | undefined
  /** Takes the pairing URI the WalletConnect SDK offers for it (untrusted until validated). */
  offer: (uri: string) => void
}

/** One client per service, each with its own base URL, cache and retry state. */
export type KitClients = { api: ApiClient; explorer: ApiClient; analytics: ApiClient }

/** One Kit instance: everything an action needs, passed explicitly. */
export type Kit = {
  options: ResolvedOptions
  adapters: Partial<Record<ChainNamespace, ChainAdapter>>
  stores: KitStores
  /** Each store as it was at creation: what a server renders, so hydration matches. */
  initialSnapshots: { [K in keyof KitStores]: unknown }
  storage: PersistedStorage
  emitter: Emitter<KitEmitterEvents>
  runtime: KitRuntime
  /** Settles once the stored connection (if any) is restored or given up. */
  ready: Promise<void>
  fetch: typeof fetch
  clients: KitClients
  warn: (message: string, error?: unknown) => void
}
