import type { Kit } from '../types/kit.js'

/** Returns to the previous view; does nothing at the root. */
export function goBack(kit: Kit): void {
  const router = kit.stores.router
  if (router.history.length < 2) return
  router.history.pop()
  router.view = router.history[router.history.length - 1]!
  router.data = undefined
}
