import type { Kit } from '../types/kit.js'
import type { ViewParameters } from '../types/view.js'

/** Shows `view` on top of the current one; Back returns. */
export function pushView(kit: Kit, { view, data }: ViewParameters): void {
  const router = kit.stores.router
  if (router.view === view && data === undefined) return
  router.history.push(view)
  router.view = view
  router.data = data
}
