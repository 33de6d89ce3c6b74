const maxDataUriLength = 256 * 1024
const imageDataUri = /^data:image\/(?:png|jpeg|webp|gif|svg\+xml)[;,]/i

/**
 * Keeps a wallet's icon only if it is an image data URI of at most 256 KB, as the Wallet Standard
 * requires (B10). Remote URLs (`https:` too: a wallet must not make the page fetch from a host it
 * picks), `javascript:`, `data:text/html` and the rest become `undefined`, so the UI draws a
 * placeholder. The UI still renders icons only through `<img>`.
 */
export function sanitizeIcon(value: unknown): string | undefined {
  if (typeof value !== 'string' || !imageDataUri.test(value)) return undefined
  return value.length <= maxDataUriLength ? value : undefined
}
