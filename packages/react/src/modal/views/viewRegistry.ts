import type { Kit } from '@kit/core'
import type { ComponentType } from 'react'
import { getFeatureView } from '../features/featureViews.js'
import AccountView from './AccountView/AccountView.js'
import AllWalletsView from './AllWalletsView/AllWalletsView.js'
import ConnectingExternalView from './ConnectingExternalView/ConnectingExternalView.js'
import ConnectingMultiChainView from './ConnectingMultiChainView/ConnectingMultiChainView.js'
import ConnectingSiweView from './ConnectingSiweView/ConnectingSiweView.js'
import ConnectingWalletConnectBasicView from './ConnectingWalletConnectBasicView/ConnectingWalletConnectBasicView.js'
import ConnectingWalletConnectView from './ConnectingWalletConnectView/ConnectingWalletConnectView.js'
import ConnectView from './ConnectView/ConnectView.js'
import type { ImplementedView, ModalView } from './implementedViews.js'
import NetworksView from './NetworksView/NetworksView.js'
import SIWXSignMessageView from './SIWXSignMessageView/SIWXSignMessageView.js'
import SwitchActiveChainView from './SwitchActiveChainView/SwitchActiveChainView.js'
import UnsupportedChainView from './UnsupportedChainView/UnsupportedChainView.js'

export type ViewComponent = ComponentType<{ kit: Kit }>

/**
 * The views of connecting, of the account and of networks. They travel in the modal's own chunk:
 * every visitor meets them and the modal loads once the page is idle, so a chunk per view only
 * added a module record per file (about 40 scripts and 0.12 MiB of heap once the modal was
 * open, measured by the bench). Views of optional features are the ones to load lazily.
 */
const views: Record<ModalView, ViewComponent> = {
  // Sign-in (apps that set `siwx`) travels here too: as a chunk of its own it made esbuild split
  // the code shared with first paint into three more files, 461 B gzip more before first paint.
  SIWXSignMessage: SIWXSignMessageView,
  // AppKit's legacy `siweConfig` signs in here, beside SIWXSignMessage for the same reason.
  ConnectingSiwe: ConnectingSiweView,
  Connect: ConnectView,
  AllWallets: AllWalletsView,
  ConnectingExternal: ConnectingExternalView,
  ConnectingWalletConnect: ConnectingWalletConnectView,
  ConnectingWalletConnectBasic: ConnectingWalletConnectBasicView,
  Account: AccountView,
  Networks: NetworksView,
  UnsupportedChain: UnsupportedChainView,
  SwitchActiveChain: SwitchActiveChainView,
  ConnectingMultiChain: ConnectingMultiChainView,
}

const isModalView = (view: ImplementedView): view is ModalView => Object.hasOwn(views, view)

/** The component that draws a view; a wallet feature's view is lazy (see `featureViews`). */
export function getViewComponent(view: ImplementedView): ViewComponent {
  return isModalView(view) ? views[view] : getFeatureView(view).component
}
