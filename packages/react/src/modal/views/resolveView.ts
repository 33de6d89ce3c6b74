import type { View } from '@kit/core'
import { isSiwxView } from '@kit/core/modules/utils/siwxView'
import { type ImplementedView, implementedViews } from './implementedViews.js'

/**
 * The view to draw for a route: the route itself when it is implemented, otherwise Account when
 * an address is connected, else Connect. Account and the sign-in views without an address show
 * Connect.
 */
export function resolveView(view: View, connected: boolean): ImplementedView {
  if ((view === 'Account' || isSiwxView(view)) && !connected) return 'Connect'
  if ((implementedViews as readonly View[]).includes(view)) return view as ImplementedView
  return connected ? 'Account' : 'Connect'
}
