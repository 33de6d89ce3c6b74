/**
 * Paces the images of a long list: each new image starts in a coming animation frame, at most
 * `perFrame` a frame, in the order they were asked for. A browser parses an SVG image on the main
 * thread as a document of its own (a few milliseconds each), so twenty catalogue icons arriving at
 * once could hold a keystroke's results back by several frames; paced, the results paint in the
 * next frame and the icons follow a row at a time. An image that loaded before is in the browser's
 * memory cache and draws at once.
 */
export type ImageReveal = {
  /** Calls `reveal` in a coming frame; the returned function withdraws the request. */
  schedule: (reveal: () => void) => () => void
  /** `src` loaded before, in this list. */
  has: (src: string) => boolean
  /** Notes that `src` loaded. */
  loaded: (src: string) => void
}

export type CreateImageRevealParameters = {
  /** Images started per frame. */
  perFrame: number
}

export function createImageReveal({ perFrame }: CreateImageRevealParameters): ImageReveal {
  const queue = new Set<() => void>()
  const known = new Set<string>()
  let frame: number | undefined
  const flush = () => {
    frame = undefined
    let started = 0
    for (const reveal of queue) {
      if (started === perFrame) break
      queue.delete(reveal)
      started++
      reveal()
    }
    if (queue.size > 0) frame = requestAnimationFrame(flush)
  }
  return {
    schedule(reveal) {
      // A function may be asked for twice (a re-render): each request is its own entry.
      const entry = () => reveal()
      queue.add(entry)
      frame ??= requestAnimationFrame(flush)
      return () => {
        queue.delete(entry)
        if (queue.size === 0 && frame !== undefined) {
          cancelAnimationFrame(frame)
          frame = undefined
        }
      }
    },
    has: (src) => known.has(src),
    loaded(src) {
      known.add(src)
    },
  }
}
