import { displayName } from '../utils/displayName.js'
import type { ImplementedView } from '../views/implementedViews.js'

export type ViewTitle = { text: string; visible: boolean }

/** The header title of a view; Account has none on screen but still names the dialog. */
export function getViewTitle(
  view: ImplementedView,
  data:
    | {
        readonly connector?: { readonly name: string } | undefined
        readonly wallet?: { readonly name: string } | undefined
      }
    | undefined,
): ViewTitle {
  switch (view) {
    case 'Connect':
      return { text: 'Connect Wallet', visible: true }
    case 'AllWallets':
      return { text: 'All Wallets', visible: true }
    case 'ConnectingExternal':
      return { text: displayName(data?.connector?.name, 'Wallet'), visible: true }
    case 'ConnectingWalletConnect':
      return { text: displayName(data?.wallet?.name, 'WalletConnect'), visible: true }
    case 'ConnectingWalletConnectBasic':
      return { text: 'Connect Wallet', visible: true }
    case 'Account':
      return { text: 'Account', visible: false }
    case 'Networks':
      return { text: 'Select network', visible: true }
    case 'UnsupportedChain':
      return { text: 'Switch Network', visible: true }
  }
}
