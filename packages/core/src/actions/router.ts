import type { Kit } from '../types/kit.js'
import type { RouterData, View } from '../types/view.js'

/** Where a navigation goes, and what the view there is handed. */
export type ViewParameters = { view: View; data?: RouterData | undefined }

/** Shows `view` on top of the current one; Back returns. */
export function pushView(kit: Kit, { view, data }: ViewParameters): void {
  const router = kit.stores.router
  if (router.view === view && data === undefined) return
  router.history.push(view)
  router.view = view
  router.data = data
}

/** Shows `view` in place of the current one: no way back to it. */
export function replaceView(kit: Kit, { view, data }: ViewParameters): void {
  const router = kit.stores.router
  router.history.splice(-1, 1, view)
  router.view = view
  router.data = data
}

/** Starts a fresh history at `view`. */
export function resetView(kit: Kit, { view, data }: ViewParameters): void {
  const router = kit.stores.router
  router.history.splice(0, router.history.length, view)
  router.view = view
  router.data = data
}

/** Returns to the previous view; does nothing at the root. */
export function goBack(kit: Kit): void {
  const router = kit.stores.router
  if (router.history.length < 2) return
  router.history.pop()
  router.view = router.history[router.history.length - 1]!
  router.data = undefined
}
