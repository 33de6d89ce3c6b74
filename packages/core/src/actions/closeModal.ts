import type { Kit } from '../types/kit.js'
import { getChain } from '../utils/getChain.js'
import { getStartView } from './getStartView.js'
import { resetView } from './resetView.js'
import { trackEvent } from './trackEvent.js'

/**
 * Closes the modal and returns it to Account or Connect; an embedded modal stays open. While a
 * required sign-in waits for the visitor's signature, it does nothing (SPEC §2; the sign-in code
 * installs `runtime.keepModalOpen`, so a page without it carries no check).
 */
export function closeModal(kit: Kit): void {
  if (kit.runtime.keepModalOpen?.(kit)) return
  const connected = getChain(kit)?.account.address !== undefined
  if (kit.stores.modal.embedded) {
    resetView(kit, { view: getStartView(kit, { connected }) })
    return
  }
  if (!kit.stores.modal.open) return
  kit.stores.modal.open = false
  // The closed modal is kept rendered (hidden) for a fast next open: leave it on the view that
  // open will show, never on a finished flow such as ConnectingExternal.
  resetView(kit, { view: getStartView(kit, { connected }) })
  trackEvent(kit, { event: 'MODAL_CLOSE', properties: { connected } })
}
