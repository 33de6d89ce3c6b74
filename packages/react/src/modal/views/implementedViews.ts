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
  'SwitchActiveChain',
  'ConnectingMultiChain',
  'SIWXSignMessage',
] as const

export type ImplementedView = (typeof implementedViews)[number]

/** Whether the modal draws a view today. */
export function isImplementedView(view: string): view is ImplementedView {
  return (implementedViews as readonly string[]).includes(view)
}
