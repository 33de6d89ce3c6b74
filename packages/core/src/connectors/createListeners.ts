export type Listeners = {
  /** Calls every listener subscribed when it starts, in subscription order. */
  notify(): void
  /** Adds a listener; returns its removal. */
  subscribe(listener: () => void): () => void
}

/** The change listeners of a wallet registry. */
export function createListeners(): Listeners {
  const listeners = new Set<() => void>()
  return {
    notify() {
      for (const listener of [...listeners]) listener()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
