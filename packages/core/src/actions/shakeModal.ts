import type { Kit } from '../types/kit.js'

/** Shakes the modal (wrong input, rejection); the flag resets after 500 ms. */
export function shakeModal(kit: Kit): void {
  clearTimeout(kit.runtime.timers.shake)
  kit.stores.modal.shake = true
  kit.runtime.timers.shake = setTimeout(() => {
    kit.stores.modal.shake = false
  }, 500)
}
