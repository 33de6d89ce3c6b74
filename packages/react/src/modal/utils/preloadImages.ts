/** Starts loading images into the browser cache (no DOM, nothing rendered). */
export function preloadImages(sources: readonly string[]): void {
  if (typeof window === 'undefined' || typeof window.Image !== 'function') return
  for (const src of sources) {
    const image = new window.Image()
    image.decoding = 'async'
    image.referrerPolicy = 'no-referrer'
    image.src = src
  }
}
