const dataImage = /^data:image\/(?:png|jpe?g|gif|webp|avif|svg\+xml)[;,]/i
const maxDataLength = 256 * 1024

/**
 * Whether an untrusted image address may be put in an `<img src>`: absolute `https:` URLs and
 * `data:image/…` URIs up to 256 KB. Everything else (`javascript:`, `data:text/html`, `//host`,
 * relative paths, `blob:`) is refused.
 */
export function isSafeImageSrc(src: string | null | undefined): src is string {
  if (typeof src !== 'string' || src.length === 0) return false
  if (dataImage.test(src)) return src.length <= maxDataLength
  try {
    return new URL(src).protocol === 'https:'
  } catch {
    return false
  }
}
