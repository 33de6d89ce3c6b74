/**
 * Whether a dapp's icon URL may be shown in an `<img>`: a `data:image/…` URL, or an http(s) URL on
 * this page's origin or on 127.0.0.1. Icons elsewhere are not loaded: the page contacts no other
 * host (and its CSP would block them anyway).
 */
export function isDisplayableIconUrl(value: unknown, pageOrigin: string): value is string {
  if (typeof value !== 'string' || value.length > 100_000) return false
  if (/^data:image\/[a-z0-9.+-]+[;,]/i.test(value)) return true
  try {
    const url = new URL(value)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return false
    return url.origin === pageOrigin || (url.protocol === 'http:' && url.hostname === '127.0.0.1')
  } catch {
    return false
  }
}
