import { isSafeImageUrl } from '@kit/core/modules/utils/isSafeImageUrl'

/** Addresses longer than this (large `data:` images) are judged each time rather than kept. */
const maxCachedLength = 2048
const maxCachedEntries = 4096

// Verdicts per list of trusted origins (one list per modal, so one cache per modal). A grid
// redrawn on every keystroke shows the same addresses again, and parsing each as a URL was a
// large part of a redraw.
const verdicts = new WeakMap<readonly string[], Map<string, boolean>>()
const noOrigins: readonly string[] = Object.freeze([])

/**
 * Whether an untrusted image address may be put in an `<img src>` (`https:`, small
 * `data:image/…`, or `http(s):` on one of the kit's own service origins); see `isSafeImageUrl`.
 * The verdict for an address is remembered for the same `origins` list.
 */
export function isSafeImageSrc(
  src: string | null | undefined,
  origins: readonly string[] = noOrigins,
): src is string {
  if (typeof src !== 'string' || src.length > maxCachedLength) return isSafeImageUrl(src, origins)
  let cache = verdicts.get(origins)
  if (!cache) {
    cache = new Map()
    verdicts.set(origins, cache)
  }
  const known = cache.get(src)
  if (known !== undefined) return known
  const verdict = isSafeImageUrl(src, origins)
  if (cache.size >= maxCachedEntries) cache.clear()
  cache.set(src, verdict)
  return verdict
}
