import { isSafeImageUrl } from '@kit/core/modules/utils/isSafeImageUrl'

/**
 * Keeps a wallet's own icon only if it is an image data URI of at most 256 KB (B10), as for
 * EIP-6963: a remote URL (`https:` too, so a wallet cannot make the page fetch from a host it
 * picks), `javascript:`, `data:text/html` and the rest become `undefined` and the UI draws a
 * placeholder.
 */
export function sanitizeIcon(value: unknown): string | undefined {
  if (typeof value !== 'string' || !/^data:image\//i.test(value)) return undefined
  return isSafeImageUrl(value) ? value : undefined
}
