import type { AccountType } from './account.js'
import type { ChainAdapter } from './adapter.js'
import type { Metadata } from './metadata.js'
import type { AppKitNetwork, CaipNetworkId, ChainNamespace } from './network.js'
import type { SiweConfig, SiwxConfig } from './siwx.js'
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

/** A section of the Connect view's wallet list (AppKit's `ConnectorTypeOrder`). */
export type ConnectorTypeOrder =
  | 'walletConnect'
  | 'recent'
  | 'injected'
  | 'featured'
  | 'custom'
  | 'external'
  | 'recommended'

/** Where the All Wallets row shows: always, never, or only on phones and tablets. */
export type AllWalletsVisibility = 'SHOW' | 'HIDE' | 'ONLY_MOBILE'

/** A token whose balance is shown for a network instead of the native one. */
export type Token = { address: string; image?: string }

/** AppKit's `universalProviderConfigOverride`: each field replaces the one Kit derives. */
export type UniversalProviderConfigOverride = {
  methods?: Record<string, string[]>
  chains?: Record<string, string[]>
  events?: Record<string, string[]>
  rpcMap?: Record<string, string>
  defaultChain?: string
}

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
  /** `false` hides the All Wallets row, unless the top-level `allWallets` says otherwise. */
  allWallets?: boolean
  connectMethodsOrder?: readonly ConnectMethod[]
  walletFeaturesOrder?: readonly WalletFeature[]
  /** With `termsConditionsUrl` or `privacyPolicyUrl`: the wallets wait for a ticked agreement. */
  legalCheckbox?: boolean
  /** Wallets behind one "Continue with a wallet" button beside email or social login. */
  collapseWallets?: boolean
  /** The Connect view's sections listed here come first, in this order; the rest follow. */
  connectorTypeOrder?: readonly ConnectorTypeOrder[]
  /** Accepted for AppKit compatibility; Kit has no smart sessions (a development warning says so). */
  smartSessions?: boolean
  /** Accepted for AppKit compatibility; Kit has no Pay (a development warning says so). */
  pay?: boolean
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
  /** `HIDE` hides the All Wallets row, `ONLY_MOBILE` shows it on phones only; wins over `features.allWallets`. */
  allWallets?: AllWalletsVisibility
  /** Network images by chain id (`1`, `'5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'`) or CAIP-2 id. */
  chainImages?: Record<number | string, string>
  /** Wallet images by connector id (or rdns, or name). */
  connectorImages?: Record<string, string>
  /** Linked under the wallet list (and in the legal checkbox); `http(s)` only. */
  termsConditionsUrl?: string
  /** Linked under the wallet list (and in the legal checkbox); `http(s)` only. */
  privacyPolicyUrl?: string
  /** `false` lists no wallets (AppKit's email-and-social-only setup). */
  enableWallets?: boolean
  /** AppKit's alias of `features.collapseWallets` when `false`. */
  showWallets?: boolean
  /** AppKit's "Haven't got a wallet?" guide; Kit has none, so only `false` is honoured silently. */
  enableWalletGuide?: boolean
  /** `false`: do not restore the stored connection at start. */
  enableReconnect?: boolean
  /** Accepted for AppKit compatibility; Kit has no Coinbase SDK connector. */
  enableCoinbase?: boolean
  /** Accepted for AppKit compatibility; Kit has no Coinbase SDK connector. */
  coinbasePreference?: 'all' | 'smartWalletOnly' | 'eoaOnly'
  /** Accepted for AppKit compatibility; Kit's modal is drawn by its React tree, never appended by hand. */
  disableAppend?: boolean
  /** Merged over the WalletConnect provider's namespaces (`methods`, `chains`, `events`, `rpcMap`, `defaultChain`). */
  universalProviderConfigOverride?: UniversalProviderConfigOverride
  /** Per network, a token whose balance the account shows instead of the native one. */
  tokens?: Record<CaipNetworkId, Token>
  /**
   * AppKit's sign-in with X (`@kit/siwx`'s `createSIWX()`, or any `SIWXConfig`): after a connect
   * on a supported network without a session, the modal asks the visitor to sign in.
   */
  siwx?: SiwxConfig
  /**
   * AppKit's legacy sign-in with Ethereum client (`createSIWEConfig(…)`): mapped onto SIWX as
   * AppKit 1.7 does (its code loads only for an app that sets it), and asked in ConnectingSiwe.
   */
  siweConfig?: SiweConfig
  /** Test hook: skip restoring the stored connection at start (`enableReconnect: false` does the same). */
  autoReconnect?: boolean
  /** Test hook: how long a WalletConnect pairing URI is offered, in ms (SPEC §4: 4 minutes). */
  pairingLifetime?: number
}
