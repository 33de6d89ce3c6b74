/** The views of connecting, the account and networks, in the modal's own chunk. */
export const modalViews = [
  'Connect',
  'AllWallets',
  'ConnectingExternal',
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
  'Account',
  'Networks',
  'UnsupportedChain',
  'SwitchActiveChain',
  'ConnectingMultiChain',
  'SIWXSignMessage',
  'ConnectingSiwe',
] as const

/**
 * The views of the wallet features (Send, Receive, Swap, Buy, names, settings, history) and of
 * help (what a wallet or a network is, getting a wallet): each
 * feature's views load with the feature's own chunk (see `features/featureViews.ts`).
 */
export const featureViewNames = [
  'OnRampProviders',
  'OnRampFiatSelect',
  'OnRampTokenSelect',
  'BuyInProgress',
  'OnRampActivity',
  'WalletReceive',
  'AccountSettings',
  'Transactions',
  'SwitchNetwork',
  'ChooseAccountName',
  'RegisterAccountName',
  'RegisterAccountNameSuccess',
  'Swap',
  'SwapSelectToken',
  'SwapPreview',
  'WalletSend',
  'WalletSendSelectToken',
  'WalletSendPreview',
  'WhatIsAWallet',
  'WhatIsANetwork',
  'GetWallet',
  'Downloads',
] as const

export type ModalView = (typeof modalViews)[number]
export type FeatureView = (typeof featureViewNames)[number]

/** The views this modal can draw today; others fall back (see `resolveView`). */
export const implementedViews: readonly (ModalView | FeatureView)[] = [
  ...modalViews,
  ...featureViewNames,
]

export type ImplementedView = ModalView | FeatureView

/** Whether the modal draws a view today. */
export function isImplementedView(view: string): view is ImplementedView {
  return (implementedViews as readonly string[]).includes(view)
}
