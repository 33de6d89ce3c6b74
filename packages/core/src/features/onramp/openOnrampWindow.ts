import { OnrampWindowBlockedError } from './errors.js'

export type OpenOnrampWindowParameters = {
  /** The window to open from; the page's by default. */
  win?: Pick<Window, 'open'> | undefined
}

/** A popup beside the modal, large enough for a provider's checkout. */
export const onrampWindowFeatures = 'popup,width=480,height=720'

/**
 * Opens an empty popup for the onramp provider, in the visitor's click (later, a popup blocker
 * would refuse it), and cuts its `opener` at once: the provider's page can never reach or
 * navigate the app's window, which is what `noopener` gives. Unlike `noopener`, this keeps a
 * handle, so the modal can tell when the visitor closes the window. `showOnrampPage` then sends
 * it to the checked provider address.
 * @throws OnrampWindowBlockedError when the browser opens no window.
 */
export function openOnrampWindow({ win = globalThis.window }: OpenOnrampWindowParameters = {}) {
  let popup: Window | null | undefined
  try {
    popup = win?.open('about:blank', '_blank', onrampWindowFeatures)
  } catch (cause) {
    throw new OnrampWindowBlockedError({ cause })
  }
  if (!popup) throw new OnrampWindowBlockedError()
  popup.opener = null
  return popup
}
