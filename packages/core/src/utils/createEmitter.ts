type Listener<T> = (payload: T) => void

export type Emitter<Events extends Record<string, unknown>> = {
  on<K extends keyof Events>(event: K, listener: Listener<Events[K]>): () => void
  off<K extends keyof Events>(event: K, listener: Listener<Events[K]>): void
  emit<K extends keyof Events>(event: K, payload: Events[K]): void
  clear(): void
}

/** A small typed event emitter; a throwing listener does not stop the others. */
export function createEmitter<Events extends Record<string, unknown>>(
  onListenerError: (error: unknown) => void = () => {},
): Emitter<Events> {
  const listeners = new Map<keyof Events, Set<Listener<never>>>()
  return {
    on(event, listener) {
      let set = listeners.get(event)
      if (!set) {
        set = new Set()
        listeners.set(event, set)
      }
      set.add(listener as Listener<never>)
      return () => set.delete(listener as Listener<never>)
    },
    off(event, listener) {
      listeners.get(event)?.delete(listener as Listener<never>)
    },
    emit(event, payload) {
      for (const listener of [...(listeners.get(event) ?? [])]) {
        try {
          ;(listener as Listener<typeof payload>)(payload)
        } catch (error) {
          onListenerError(error)
        }
      }
    },
    clear() {
      listeners.clear()
    },
  }
}
