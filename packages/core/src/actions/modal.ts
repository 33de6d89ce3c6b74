import type { Kit } from '../types/kit.js'
import type { ChainNamespace } from '../types/network.js'
import type { RouterData, View } from '../types/view.js'
import { getChain } from '../utils/getChain.js'
import { getStartView } from './getStartView.js'
import { resetView } from './router.js'
import { trackEvent } from './trackEvent.js'

export type OpenModalParameters = { view?: View; namespace?: ChainNamespace; data?: RouterData }

/** Opens the modal at `view`, else Account when an address is connected, else Connect. */
export function openModal(kit: Kit, { view, namespace, data }: OpenModalParameters = {}): void {
  if (namespace && kit.stores.chains.namespaces[namespace])
    kit.stores.chains.activeNamespace = namespace
  const connected = getChain(kit)?.account.address !== undefined
  resetView(kit, { view: view ?? getStartView(kit, { connected }), data })
  if (kit.stores.modal.open) return
  kit.stores.modal.open = true
  trackEvent(kit, { event: 'MODAL_OPEN', properties: { connected } })
}

/** Closes the modal and returns it to Account or Connect; an embedded modal stays open. */
export function closeModal(kit: Kit): void {
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

/** Shakes the modal (wrong input, rejection); the flag resets after 500 ms. */
export function shakeModal(kit: Kit): void {
  clearTimeout(kit.runtime.timers.shake)
  kit.stores.modal.shake = true
  kit.runtime.timers.shake = setTimeout(() => {
    kit.stores.modal.shake = false
  }, 500)
}

export type SetModalLoadingParameters = { loading: boolean }

export function setModalLoading(kit: Kit, { loading }: SetModalLoadingParameters): void {
  kit.stores.modal.loading = loading
}
