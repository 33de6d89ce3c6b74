import type { AccountType } from './account.js'
import type { ChainAdapter } from './adapter.js'
import type { Metadata } from './metadata.js'
import type { AppKitNetwork, CaipNetworkId, ChainNamespace } from './network.js'
import type { KitStorage } from './storage.js'
import type { ThemeMode, ThemeVariables } from './theme.js'

export type ConnectMethod = 'email' | 'social' | 'wallet'
export type WalletFeature = 'onramp' | 'swaps' | 'receive' | 'send'
export type SocialProvider =
  | 'google'
  | 'github'
  | 'apple'
  | 'facebook'
  | 'x'
  | 'discord'
  | 'farcaster'

export type Features = {
  swaps?: boolean
  onramp?: boolean
  receive?: boolean
  send?: boolean
  email?: boolean
  emailShowWallets?: boolean
  socials?: readonly SocialProvider[] | false
  history?: boolean
  analytics?: boolean
  allWallets?: boolean
  connectMethodsOrder?: readonly ConnectMethod[]
  walletFeaturesOrder?: readonly WalletFeature[]
}

/** Where Kit's services live; every one is optional and replaceable. */
export type ServiceUrls = {
  /** Blockchain API (balances, history, names, swaps, onramp). */
  api?: string
  /** Wallet catalogue (list and images). */
  explorer?: string
  /** Analytics sink (`/getAnalyticsConfig`, `/e`). */
  analytics?: string
  /** WalletConnect relay (`wss://…`); a self-hosted one means WalletConnect's verify service is not asked. */
  relay?: string
}

export type CustomWallet = {
  id: string
  name: string
  image_url?: string
  mobile_link?: string
  desktop_link?: string
  webapp_link?: string
}

/** Options of `createKit` (and of `createAppKit`, which takes the same names as AppKit 1.7). */
export type KitOptions = {
  networks: readonly [AppKitNetwork, ...AppKitNetwork[]]
  adapters?: readonly ChainAdapter[]
  defaultNetwork?: AppKitNetwork
  projectId?: string
  metadata?: Metadata
  features?: Features
  themeMode?: ThemeMode
  themeVariables?: ThemeVariables
  /**
   * The modal's language as a BCP 47 tag (`ar`, `pt-BR`); defaults to the browser's language. The
   * closest language the modal has is used; English for one it does not speak or cannot read.
   */
  locale?: string
  featuredWalletIds?: readonly string[]
  includeWalletIds?: readonly string[]
  excludeWalletIds?: readonly string[]
  customWallets?: readonly CustomWallet[]
  allowUnsupportedChain?: boolean
  enableNetworkSwitch?: boolean
  enableWalletConnect?: boolean
  enableInjected?: boolean
  enableEIP6963?: boolean
  enableEmbedded?: boolean
  defaultAccountTypes?: Partial<Record<ChainNamespace, AccountType>>
  customRpcUrls?: Record<CaipNetworkId, readonly { url: string }[]>
  /** Service endpoints; unset ones use the hosted defaults. */
  serviceUrls?: ServiceUrls
  /** Browser storage to persist the connection in; defaults to `localStorage` where it works. */
  storage?: KitStorage | null
  /** Prefix of every storage key, so two instances on one page keep apart. */
  storageKeyPrefix?: string
  fetch?: typeof fetch
  debug?: boolean
  /** Test hook: skip restoring the stored connection at start. */
  autoReconnect?: boolean
  /** Test hook: how long a WalletConnect pairing URI is offered, in ms (SPEC §4: 4 minutes). */
  pairingLifetime?: number
}
