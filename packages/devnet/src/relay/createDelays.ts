export type Delays = {
  /** Resolves after `ms`, or as soon as `cancelAll` is called. */
  wait: (ms: number) => Promise<void>
  /** Clears every pending timer and resolves its promise now. */
  cancelAll: () => void
}

/** Timers that can all be cleared at once, so stopping a server leaves none behind. */
export function createDelays(): Delays {
  const pending = new Map<NodeJS.Timeout, () => void>()
  return {
    wait: (ms) =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          pending.delete(timer)
          resolve()
        }, ms)
        pending.set(timer, resolve)
      }),
    cancelAll() {
      for (const [timer, resolve] of pending) {
        clearTimeout(timer)
        resolve()
      }
      pending.clear()
    },
  }
}
