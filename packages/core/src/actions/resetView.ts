import type { Kit } from '../types/kit.js'
import type { ViewParameters } from '../types/view.js'

/** Starts a fresh history at `view`. */
export function resetView(kit: Kit, { view, data }: ViewParameters): void {
  const router = kit.stores.router
  router.history.splice(0, router.history.length, view)
  router.view = view
  router.data = data
}
