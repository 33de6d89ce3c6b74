import type { Translator } from '../../i18n/createTranslator.js'
import { getFeatureView } from '../features/featureViews.js'
import { displayName } from '../utils/displayName.js'
import type { ImplementedView } from '../views/implementedViews.js'

export type ViewTitle = { text: string; visible: boolean }

/** The header title of a view; Account has none on screen but still names the dialog. */
export function getViewTitle(
  t: Translator['t'],
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
      return { text: t('title.connect'), visible: true }
    case 'AllWallets':
      return { text: t('title.allWallets'), visible: true }
    case 'ConnectingExternal':
      return { text: displayName(data?.connector?.name, t('title.wallet')), visible: true }
    case 'ConnectingWalletConnect':
      return { text: displayName(data?.wallet?.name, 'WalletConnect'), visible: true }
    case 'ConnectingWalletConnectBasic':
      return { text: t('title.connect'), visible: true }
    case 'Account':
      return { text: t('title.account'), visible: false }
    case 'Networks':
      return { text: t('title.networks'), visible: true }
    case 'UnsupportedChain':
      return { text: t('title.unsupportedChain'), visible: true }
    case 'SwitchActiveChain':
      return { text: t('title.switchActiveChain'), visible: true }
    case 'ConnectingMultiChain':
      return { text: t('title.connectingMultiChain'), visible: true }
    case 'SIWXSignMessage':
      return { text: t('title.siwxSignMessage'), visible: true }
    case 'ConnectingSiwe':
      return { text: t('title.connectingSiwe'), visible: true }
    case 'Downloads':
      return { text: displayName(data?.wallet?.name, t('title.getWallet')), visible: true }
    default:
      return { text: t(getFeatureView(view).title), visible: true }
  }
}
