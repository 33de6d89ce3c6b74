import { UnsafeOnrampUrlError } from './errors.js'
import { isSafeOnrampUrl } from './isSafeOnrampUrl.js'

export type ShowOnrampPageParameters = {
  /** A window from `openOnrampWindow`. */
  popup: Window
  /** The provider page from `POST /v1/generators/onrampurl`. */
  url: string
  /** The blockchain API's base URL (see `isSafeOnrampUrl`). */
  apiUrl: string
}

/**
 * Sends the provider's window to its page, once `isSafeOnrampUrl` accepts the address (no
 * `javascript:`, no other scheme, `http:` only on the API's origin); the window replaces its
 * blank page, so Back never returns to it.
 * @throws UnsafeOnrampUrlError after closing the window, for an address that must not open.
 */
export function showOnrampPage({ popup, url, apiUrl }: ShowOnrampPageParameters): void {
  if (!isSafeOnrampUrl(url, { apiUrl })) {
    popup.close()
    throw new UnsafeOnrampUrlError()
  }
  popup.location.replace(url)
}
