const maxDataUriLength = 256 * 1024
const imageDataUri = /^data:image\/(?:png|jpeg|webp|gif|svg\+xml)[;,]/i

/**
 * Keeps a wallet-announced icon only if it is an image data URI of at most 256 KB, as EIP-6963
 * requires (B10). Remote URLs (`https:` too: an announced icon must not make the page fetch
 * from a host the wallet picks), `javascript:`, `data:text/html` and the rest become
 * `undefined`, so the UI draws a placeholder. The UI still renders icons only through `<img>`.
 */
export function sanitizeIcon(value: unknown): string | undefined {
  if (typeof value !== 'string' || !imageDataUri.test(value)) return undefined
  return value.length <= maxDataUriLength ? value : undefined
}
