const maxDataUriLength = 256 * 1024
const maxUrlLength = 2048
const imageDataUri = /^data:image\/(?:png|jpeg|webp|gif|svg\+xml)[;,]/i

/**
 * Keeps a wallet-supplied icon only if it is an image data URI of at most 256 KB or an
 * `https:` URL (B10); `javascript:`, `data:text/html`, `http:`, `//host` and the rest become
 * `undefined`, so the UI draws a placeholder. The UI still renders icons only through `<img>`.
 */
export function sanitizeIcon(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  if (imageDataUri.test(value)) return value.length <= maxDataUriLength ? value : undefined
  if (!/^https:\/\//i.test(value) || value.length > maxUrlLength) return undefined
  try {
    const url = new URL(value)
    if (url.protocol !== 'https:' || !url.hostname || url.username || url.password) return undefined
    return url.href
  } catch {
    return undefined
  }
}
