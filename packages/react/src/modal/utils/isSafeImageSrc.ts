/**
 * Whether an untrusted image address may be put in an `<img src>` (`https:`, small
 * `data:image/…`, or `http(s):` on one of the kit's own service origins); see `isSafeImageUrl`.
 */
export { isSafeImageUrl as isSafeImageSrc } from '@kit/core'
