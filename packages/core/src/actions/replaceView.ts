import type { Kit } from '../types/kit.js'
import type { ViewParameters } from '../types/view.js'

/** Shows `view` in place of the current one: no way back to it. */
export function replaceView(kit: Kit, { view, data }: ViewParameters): void {
  const router = kit.stores.router
  router.history.splice(-1, 1, view)
  router.view = view
  router.data = data
}
