export type {
  CatalogueWallet,
  TokenBalance,
  Transaction,
  TransactionTransfer,
} from '@kit/blockchain-api'
export { type AddNetworkParameters, addNetwork } from '../actions/addNetwork.js'
export { closeModal } from '../actions/closeModal.js'
export {
  type ConnectParameters,
  type ConnectReturnType,
  connect,
} from '../actions/connect.js'
export {
  type ConnectWalletConnectParameters,
  connectWalletConnect,
} from '../actions/connectWalletConnect.js'
export { type DisconnectParameters, disconnect } from '../actions/disconnect.js'
export {
  type FetchBalanceParameters,
  type FetchBalanceReturnType,
  fetchBalance,
} from '../actions/fetchBalance.js'
export { fetchIdentity } from '../actions/fetchIdentity.js'
export { fetchNfts, nftsUnavailable } from '../actions/fetchNfts.js'
export {
  type FetchTokenBalancesParameters,
  fetchTokenBalances,
  tokenBalanceUnavailable,
} from '../actions/fetchTokenBalances.js'
export {
  type FetchTransactionsParameters,
  failedToFetchTransactions,
  fetchTransactions,
} from '../actions/fetchTransactions.js'
export { type FetchWalletsParameters, fetchWallets } from '../actions/fetchWallets.js'
export { type FindConnectorParameters, findConnector } from '../actions/findConnector.js'
export {
  type GetAccountParameters,
  type GetAccountReturnType,
  getAccount,
} from '../actions/getAccount.js'
export { getConnectors } from '../actions/getConnectors.js'
export {
  type GetNetworkParameters,
  type GetNetworkReturnType,
  getNetwork,
} from '../actions/getNetwork.js'
export {
  type GetNetworkImageSrcParameters,
  getNetworkImageSrc,
} from '../actions/getNetworkImageSrc.js'
export {
  type GetUniversalProviderReturnType,
  getUniversalProvider,
} from '../actions/getUniversalProvider.js'
export {
  type GetWalletImageSrcParameters,
  getWalletImageSrc,
} from '../actions/getWalletImageSrc.js'
export { type OpenModalParameters, openModal } from '../actions/openModal.js'
export { type RemoveAdapterParameters, removeAdapter } from '../actions/removeAdapter.js'
export { type RemoveNetworkParameters, removeNetwork } from '../actions/removeNetwork.js'
export { type SearchWalletsParameters, searchWallets } from '../actions/searchWallets.js'
export { type SendTransactionParameters, sendTransaction } from '../actions/sendTransaction.js'
export { type SetLocaleParameters, setLocale } from '../actions/setLocale.js'
export { type SetThemeModeParameters, setThemeMode } from '../actions/setThemeMode.js'
export {
  type SetThemeVariablesParameters,
  setThemeVariables,
} from '../actions/setThemeVariables.js'
export { type SignMessageParameters, signMessage } from '../actions/signMessage.js'
export {
  getInitialState,
  getState,
  type StoreName,
  type StoreSnapshot,
  type WatchStateParameters,
  watchState,
} from '../actions/state.js'
export { type SwitchNetworkParameters, switchNetwork } from '../actions/switchNetwork.js'
export { type TrackEventParameters, trackEvent } from '../actions/trackEvent.js'
export { type WatchAccountParameters, watchAccount } from '../actions/watchAccount.js'
export { type WatchNetworkParameters, watchNetwork } from '../actions/watchNetwork.js'
export { type CreateKitReturnType, createKit } from '../createKit.js'
export { AdapterNotFoundError, MethodNotSupportedError } from '../errors/adapter.js'
export { BaseError, type BaseErrorParameters } from '../errors/BaseError.js'
export { InvalidCaip2Error, InvalidCaipAddressError, InvalidChainIdError } from '../errors/caip.js'
export { CaipNetworkUndefinedError } from '../errors/caipNetworkUndefined.js'
export {
  ConnectorAlreadyConnectedError,
  ConnectorNotConnectedError,
  ConnectorNotFoundError,
  DisconnectFailedError,
  NoActiveAddressError,
  ProviderNotFoundError,
  UserRejectedRequestError,
} from '../errors/connection.js'
export { InvalidLocaleError } from '../errors/locale.js'
export {
  ChainNotConfiguredError,
  InvalidOptionsError,
  NetworkNotFoundError,
} from '../errors/network.js'
export {
  SiwxInitError,
  SiwxNotEnabledError,
  SiwxSignInInterruptedError,
} from '../errors/siwx.js'
export { StorageUnavailableError } from '../errors/storage.js'
export { InvalidThemeVariableError } from '../errors/theme.js'
export {
  InvalidPairingUriError,
  type InvalidPairingUriReason,
  PairingExpiredError,
  UnsafeWalletLinkError,
  WalletConnectSessionError,
  WalletConnectUnavailableError,
  type WalletConnectUnavailableReason,
} from '../errors/walletConnect.js'
export type { Alert, AlertsState, AlertVariant } from '../stores/createAlertsStore.js'
export type { ChainState, ChainsState, NetworkState } from '../stores/createChainsStore.js'
export type { ConnectionState, ConnectionStatus } from '../stores/createConnectionStore.js'
export type { ConnectorsState } from '../stores/createConnectorsStore.js'
export type { LocaleState, LocaleTexts } from '../stores/createLocaleStore.js'
export type { ModalState } from '../stores/createModalStore.js'
export type { RouterState } from '../stores/createRouterStore.js'
export type { ThemeState } from '../stores/createThemeStore.js'
export type { ToastMessageId, ToastState, ToastVariant } from '../stores/createToastStore.js'
export type { TransactionsState } from '../stores/createTransactionsStore.js'
export type {
  WalletPageState,
  WalletSearchState,
  WalletsState,
} from '../stores/createWalletsStore.js'
export type {
  AccountEntry,
  AccountState,
  AccountStatus,
  AccountType,
  ConnectedWalletInfo,
} from '../types/account.js'
export type {
  AdapterContext,
  AdapterEvent,
  BalanceResult,
  ChainAdapter,
  ConnectResult,
  SendTransactionParameters as AdapterSendTransactionParameters,
  WalletConnectContext,
} from '../types/adapter.js'
export type { Connector, ConnectorType } from '../types/connector.js'
export type { EventName, EventProperties, EventsState, KitEvent } from '../types/events.js'
export type { Kit, KitStores } from '../types/kit.js'
export type { LoadStatus } from '../types/load.js'
export type { Metadata } from '../types/metadata.js'
export type {
  AppKitNetwork,
  CaipAddress,
  CaipNetwork,
  CaipNetworkId,
  ChainContract,
  ChainContracts,
  ChainNamespace,
  NativeCurrency,
  RpcUrls,
} from '../types/network.js'
export type { NftItem } from '../types/nft.js'
export type {
  AllWalletsVisibility,
  ConnectMethod,
  ConnectorTypeOrder,
  CustomWallet,
  Features,
  KitOptions,
  ServiceUrls,
  SocialProvider,
  Token,
  UniversalProviderConfigOverride,
  WalletFeature,
} from '../types/options.js'
export type {
  SiweConfig,
  SiwxConfig,
  SiwxMessage,
  SiwxMessageData,
  SiwxMessageInput,
  SiwxSession,
} from '../types/siwx.js'
export type { KitStorage } from '../types/storage.js'
export type { ThemeMode, ThemeVariables } from '../types/theme.js'
export type { RouterData, View, ViewParameters } from '../types/view.js'
export type { RecentWallet, WalletListItem } from '../types/wallet.js'
export type {
  WalletConnectPart,
  WalletConnectPeer,
  WalletConnectProposal,
  WalletConnectSession,
  WalletConnectSessionEvent,
} from '../types/walletConnect.js'
export { type AlertId, alertCatalogue } from '../utils/alertCatalogue.js'
export type { WalletSection } from '../utils/buildWalletSections.js'
export {
  formatCaipAddress,
  formatCaipNetworkId,
  isCaipAddress,
  isCaipNetworkId,
  normalizeEvmChainId,
  type ParsedCaipAddress,
  type ParsedCaipNetworkId,
  parseCaipAddress,
  parseCaipNetworkId,
} from '../utils/caip.js'
export { getConnectMethodsOrder } from '../utils/connectMethodsOrder.js'
export { defineNetwork } from '../utils/defineNetwork.js'
export { getNetworkImageId } from '../utils/getNetworkImageId.js'
export { isInvisibleName } from '../utils/isInvisibleName.js'
export { isSafeImageUrl } from '../utils/isSafeImageUrl.js'
export { isUserRejection } from '../utils/isUserRejection.js'
export { openWalletLink, walletLinkFeatures } from '../utils/pairing/openWalletLink.js'
export {
  getPairingExpiry,
  isPairingExpired,
  type PairingPlatform,
  pairingExpiryMarginMs,
  pairingLifetimeMs,
  type ShouldReusePairingParameters,
  shouldReusePairing,
  shouldWaitForPendingPairing,
} from '../utils/pairing/pairingExpiry.js'
export {
  isValidPairingUri,
  type PairingUri,
  type ParsePairingUriOptions,
  pairingUriMaxLength,
  parsePairingUri,
} from '../utils/pairing/parsePairingUri.js'
export {
  formatNativeUrl,
  formatUniversalUrl,
  getWalletLinks,
  isSafeWalletLink,
  type WalletLinkSource,
  type WalletLinks,
  walletLinkMaxLength,
} from '../utils/pairing/walletLinks.js'
// Retry-After as SECURITY F02 reads it, for adapters' RPC reads (the API client's own rules).
export { parseRetryAfter } from '../utils/parseRetryAfter.js'
export {
  getPlatform,
  isIos,
  isIosSafari,
  isMobile,
  isTelegram,
  type Platform,
  type PlatformSnapshot,
  readPlatformSnapshot,
} from '../utils/platform.js'
export { sanitizeWalletName } from '../utils/sanitizeWalletName.js'
export { settleWithin } from '../utils/settleWithin.js'
export { validateThemeVariables } from '../utils/themeVariables.js'
export { toCatalogueWallet } from '../utils/toCatalogueWallet.js'
export {
  featuredWalletsMax,
  recentWalletsMax,
  recommendedWalletsMax,
  walletImagePreloadCount,
  walletPageSize,
  walletSearchEntries,
} from '../utils/walletCatalogueLimits.js'
export { getWalletFeaturesOrder } from '../utils/walletFeaturesOrder.js'
export {
  groupConnectors,
  type WalletListSection,
  walletListSectionOrder,
} from '../utils/walletListSections.js'
export {
  isConfusableCharacter,
  walletNameSkeleton,
} from '../utils/walletNameSkeleton.js'
export { walletConnectConnectorId } from '../walletConnect/walletConnectConnector.js'
