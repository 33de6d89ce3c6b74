import type { Kit } from '@kit/core'
import { type ComponentType, type LazyExoticComponent, lazy } from 'react'
import { type ImplementedView, implementedViews } from './implementedViews.js'

export type ViewComponent = ComponentType<{ kit: Kit }>

const loaders: Record<ImplementedView, () => Promise<{ default: ViewComponent }>> = {
  Connect: () => import('./ConnectView/ConnectView.js'),
  AllWallets: () => import('./AllWalletsView/AllWalletsView.js'),
  ConnectingExternal: () => import('./ConnectingExternalView/ConnectingExternalView.js'),
  ConnectingWalletConnect: () =>
    import('./ConnectingWalletConnectView/ConnectingWalletConnectView.js'),
  ConnectingWalletConnectBasic: () =>
    import('./ConnectingWalletConnectBasicView/ConnectingWalletConnectBasicView.js'),
  Account: () => import('./AccountView/AccountView.js'),
  Networks: () => import('./NetworksView/NetworksView.js'),
  UnsupportedChain: () => import('./UnsupportedChainView/UnsupportedChainView.js'),
}

const loaded = new Map<ImplementedView, ViewComponent>()
const lazyViews = new Map<ImplementedView, LazyExoticComponent<ViewComponent>>()

/** Loads one view's chunk; once it has loaded the view renders synchronously. */
export function loadView(view: ImplementedView): Promise<ViewComponent> {
  return loaders[view]().then((module) => {
    loaded.set(view, module.default)
    return module.default
  })
}

/**
 * The component for a view: the module's own once loaded (no Suspense flash), otherwise a lazy
 * wrapper that suspends for that first load.
 */
export function getViewComponent(view: ImplementedView): ViewComponent {
  const ready = loaded.get(view)
  if (ready) return ready
  let wrapper = lazyViews.get(view)
  if (!wrapper) {
    wrapper = lazy(() => loadView(view).then((component) => ({ default: component })))
    lazyViews.set(view, wrapper)
  }
  return wrapper
}

/**
 * Loads every view's chunk, so opening the modal and moving between views never waits.
 * @example whenIdle(() => void prefetchViews())
 */
export async function prefetchViews(): Promise<void> {
  await Promise.all(implementedViews.map(loadView))
}
