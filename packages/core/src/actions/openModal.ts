import type { Kit } from '../types/kit.js'
import type { ChainNamespace } from '../types/network.js'
import type { RouterData, View } from '../types/view.js'
import { getChain } from '../utils/getChain.js'
import { getStartView } from './getStartView.js'
import { resetView } from './resetView.js'
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
