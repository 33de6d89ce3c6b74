import type { Kit } from '../../types/kit.js'
import { getOnrampState, keepWhole } from './onrampState.js'
import { openOnrampWindow } from './openOnrampWindow.js'
import { showOnrampPage } from './showOnrampPage.js'

export type ReopenOnrampWindowParameters = {
  /** The window to open from; the page's by default. */
  win?: Pick<Window, 'open'> | undefined
}

/**
 * Opens the started purchase's provider page again (the first window was blocked or closed); call
 * it in the visitor's click. Does nothing without a purchase waiting.
 * @throws OnrampWindowBlockedError when the browser opens no window again.
 */
export function reopenOnrampWindow(kit: Kit, { win }: ReopenOnrampWindowParameters = {}): void {
  const state = getOnrampState(kit)
  const purchase = state.purchase
  if (purchase?.status !== 'waiting') return
  const popup = openOnrampWindow({ win })
  showOnrampPage({ popup, url: purchase.url, apiUrl: kit.clients.api.baseUrl })
  state.popup = keepWhole(popup)
}
