import { InvalidOptionsError } from '../errors/network.js'
import type { AccountType } from '../types/account.js'
import type { AppKitNetwork, CaipNetwork, ChainNamespace } from '../types/network.js'
import type { Features, KitOptions, ServiceUrls } from '../types/options.js'
import type { ThemeMode, ThemeVariables } from '../types/theme.js'
import { browserLocale } from './browserLocale.js'
import { defineNetwork } from './defineNetwork.js'
import { pairingExpiryMarginMs, pairingLifetimeMs } from './pairing/pairingLifetime.js'
import { validateThemeVariables } from './themeVariables.js'
import { withCustomRpcUrls } from './withCustomRpcUrls.js'

/** Features without a default: unset is off (or, for the orders, the SPEC's order). */
type OptionalFeatures =
  | 'connectMethodsOrder'
  | 'walletFeaturesOrder'
  | 'connectorTypeOrder'
  | 'legalCheckbox'
  | 'collapseWallets'
  | 'smartSessions'
  | 'pay'

export const defaultFeatures: Required<Omit<Features, OptionalFeatures>> &
  Pick<Features, OptionalFeatures> = {
  swaps: true,
  onramp: true,
  receive: true,
  send: true,
  email: true,
  emailShowWallets: true,
  socials: ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'],
  history: true,
  analytics: true,
  allWallets: true,
  connectMethodsOrder: undefined,
  walletFeaturesOrder: undefined,
}

export const defaultAccountTypes: Record<ChainNamespace, AccountType> = {
  eip155: 'smartAccount',
  solana: 'eoa',
  bip122: 'payment',
  polkadot: 'eoa',
}

/** Hosted endpoints, used only for the services an app does not point elsewhere. */
export const defaultServiceUrls: Required<ServiceUrls> = {
  api: 'https://rpc.walletconnect.org',
  explorer: 'https://api.web3modal.org',
  analytics: 'https://pulse.walletconnect.org',
  relay: 'wss://relay.walletconnect.org',
}

export type ResolvedOptions = {
  networks: readonly CaipNetwork[]
  defaultNetwork: CaipNetwork
  namespaces: ChainNamespace[]
  projectId: string | undefined
  metadata: KitOptions['metadata']
  features: typeof defaultFeatures
  themeMode: ThemeMode
  themeVariables: ThemeVariables
  locale: string
  featuredWalletIds: readonly string[]
  includeWalletIds: readonly string[]
  excludeWalletIds: readonly string[]
  customWallets: NonNullable<KitOptions['customWallets']>
  allowUnsupportedChain: boolean
  enableNetworkSwitch: boolean
  enableWalletConnect: boolean
  enableEmbedded: boolean
  defaultAccountTypes: Record<ChainNamespace, AccountType>
  serviceUrls: Required<ServiceUrls>
  storageKeyPrefix: string
  autoReconnect: boolean
  /**
   * The options as the app passed them, for what only lazily loaded code reads (`chainImages`,
   * `connectorImages`, the legal links, `enableWallets`, `tokens`,
   * `universalProviderConfigOverride`, the AppKit options Kit does not apply): resolving them here
   * would weigh on first paint.
   */
  input: KitOptions
  /** WalletConnect pairing lifetime in ms. */
  pairingLifetime: number
  debug: boolean
}

/** Reads the app's options once, with defaults; throws `InvalidOptionsError` on options that cannot work. */
export function resolveOptions(options: KitOptions): ResolvedOptions {
  const {
    networks: inputNetworks,
    adapters = [],
    defaultNetwork: inputDefault,
    projectId,
    metadata,
    features = {},
    themeMode = prefersDark() ? 'dark' : 'light',
    themeVariables = {},
    locale,
    featuredWalletIds = [],
    includeWalletIds = [],
    excludeWalletIds = [],
    customWallets = [],
    allowUnsupportedChain = false,
    enableNetworkSwitch = true,
    enableWalletConnect = true,
    enableEmbedded = false,
    defaultAccountTypes: accountTypes = {},
    serviceUrls = {},
    storageKeyPrefix = '@kit/',
    // AppKit's name for it; the test hook, when set, wins.
    enableReconnect = true,
    autoReconnect = enableReconnect,
    pairingLifetime = pairingLifetimeMs,
    debug = false,
    customRpcUrls,
  } = options
  if (!Array.isArray(inputNetworks) || inputNetworks.length === 0)
    throw new InvalidOptionsError('No networks configured', {
      details: 'Pass at least one network in `networks`.',
    })
  if (!Number.isFinite(pairingLifetime) || pairingLifetime <= pairingExpiryMarginMs)
    throw new InvalidOptionsError('Invalid pairingLifetime', {
      details: `It must be a number of ms above ${pairingExpiryMarginMs}`,
    })
  if ('siweConfig' in options && 'siwx' in options)
    throw new InvalidOptionsError('Cannot set both `siweConfig` and `siwx` options')
  // The app's custom RPC URLs go first once, here: the stores, the adapters and every read see them.
  const define = (network: AppKitNetwork) =>
    withCustomRpcUrls(defineNetwork(network), customRpcUrls)
  const networks = inputNetworks.map(define)
  const defaultNetwork = inputDefault
    ? (networks.find((n) => n.caipNetworkId === defineNetwork(inputDefault).caipNetworkId) ??
      define(inputDefault))
    : networks[0]!
  const namespaces = [
    ...new Set([...adapters.map((a) => a.namespace), ...networks.map((n) => n.chainNamespace)]),
  ]
  return {
    networks,
    defaultNetwork,
    namespaces,
    projectId: projectId || undefined,
    metadata,
    features: { ...defaultFeatures, ...features },
    themeMode,
    themeVariables: validateThemeVariables(themeVariables),
    // Read when the modal draws: a tag it does not speak (or cannot read) means English.
    locale: locale ?? browserLocale(),
    featuredWalletIds,
    includeWalletIds,
    excludeWalletIds,
    customWallets,
    allowUnsupportedChain,
    enableNetworkSwitch,
    enableWalletConnect,
    enableEmbedded,
    defaultAccountTypes: { ...defaultAccountTypes, ...accountTypes },
    serviceUrls: { ...defaultServiceUrls, ...serviceUrls },
    storageKeyPrefix,
    autoReconnect,
    input: options,
    pairingLifetime,
    debug,
  }
}

function prefersDark(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-color-scheme: dark)').matches
    : false
}
