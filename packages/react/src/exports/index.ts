export type {
  AdapterContext,
  AdapterEvent,
  AppKitNetwork,
  CaipAddress,
  CaipNetwork,
  CaipNetworkId,
  ChainAdapter,
  ChainNamespace,
  Connector,
  ConnectResult,
  Features,
  InvalidLocaleError,
  KitOptions,
  Metadata,
  ThemeMode,
  ThemeVariables,
  View,
  WalletConnectPart,
  WalletConnectProposal,
  WalletConnectSession,
  WalletConnectSessionEvent,
} from '@kit/core'
export {
  AccountButton,
  AccountButton as AppKitAccountButton,
  type AccountButtonProps,
} from '../components/buttons/AccountButton.js'
export { AppKitButton, type AppKitButtonProps } from '../components/buttons/AppKitButton.js'
export {
  ConnectButton as AppKitConnectButton,
  ConnectButton,
  type ConnectButtonProps,
} from '../components/buttons/ConnectButton.js'
export {
  NetworkButton as AppKitNetworkButton,
  NetworkButton,
  type NetworkButtonProps,
} from '../components/buttons/NetworkButton.js'
export { AppKitProvider, type AppKitProviderProps } from '../context/AppKitProvider.js'
export { type AppKit, type CreateAppKitOptions, createAppKit, modal } from '../createAppKit.js'
export type { AppKitElements } from '../elements/jsx.js'
export { NotInitializedError } from '../errors/NotInitializedError.js'
export { useAppKit } from '../hooks/useAppKit.js'
export { type UseAppKitAccountParameters, useAppKitAccount } from '../hooks/useAppKitAccount.js'
export { type FetchBalanceResult, useAppKitBalance } from '../hooks/useAppKitBalance.js'
export {
  type AppKitConnectionChange,
  type UseAppKitConnectionParameters,
  useAppKitConnection,
} from '../hooks/useAppKitConnection.js'
export {
  type UseAppKitConnectionsReturnType,
  useAppKitConnections,
} from '../hooks/useAppKitConnections.js'
export { useAppKitEvents } from '../hooks/useAppKitEvents.js'
export { useAppKitLocale } from '../hooks/useAppKitLocale.js'
export { useAppKitNetwork } from '../hooks/useAppKitNetwork.js'
export { useAppKitNetworkCore } from '../hooks/useAppKitNetworkCore.js'
export { useAppKitProvider } from '../hooks/useAppKitProvider.js'
export { useAppKitState } from '../hooks/useAppKitState.js'
export { useAppKitTheme } from '../hooks/useAppKitTheme.js'
export { type ButtonState, useButtonState } from '../hooks/useButtonState.js'
export { useDisconnect } from '../hooks/useDisconnect.js'
export { useWalletInfo } from '../hooks/useWalletInfo.js'
export { type LocaleCode, localeCodes } from '../i18n/locales.js'
export type { Connection } from '../types/connection.js'
export type { EmbeddedWalletInfo } from '../types/embeddedWalletInfo.js'
export type { Provider } from '../types/provider.js'
export type {
  EmailCaptureOptions,
  OnRampProvider,
  RemoteFeatures,
  SwapProvider,
} from '../types/remoteFeatures.js'
export type { NetworkSummary } from '../utils/instanceSubscriptions.js'
export type { OpenOptions } from '../utils/openAppKit.js'
export type { AppKitAccount } from '../utils/toAppKitAccount.js'
