import { webOrigin } from './webOrigin.js'

const dataImage = /^data:image\/(?:png|jpe?g|gif|webp|avif|svg\+xml)[;,]/i
const maxDataLength = 256 * 1024

/**
 * Whether an untrusted image address may be put in an `<img src>`: absolute `https:` URLs,
 * `data:image/…` URIs up to 256 KB, and `http(s):` URLs on one of `trustedOrigins` (the kit's own
 * services, which may be plain `http:` locally). Everything else (`javascript:`,
 * `data:text/html`, `//host`, relative paths, `blob:`, other `http:` hosts, and any URL that carries
 * credentials such as `https://user:pw@host`) is refused.
 */
export function isSafeImageUrl(
  src: string | null | undefined,
  trustedOrigins: readonly string[] = [],
): src is string {
  if (typeof src !== 'string' || src.length === 0) return false
  if (dataImage.test(src)) return src.length <= maxDataLength
  let url: URL
  try {
    url = new URL(src)
  } catch {
    return false
  }
  if (url.username || url.password) return false
  if (url.protocol === 'https:') return true
  if (url.protocol !== 'http:') return false
  return trustedOrigins.some((origin) => webOrigin(origin) === url.origin)
}
