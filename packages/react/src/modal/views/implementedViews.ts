/** The views this modal can draw today; others fall back (see `resolveView`). */
export const implementedViews = [
  'Connect',
  'AllWallets',
  'ConnectingExternal',
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
  'Account',
  'Networks',
  'UnsupportedChain',
] as const

export type ImplementedView = (typeof implementedViews)[number]
