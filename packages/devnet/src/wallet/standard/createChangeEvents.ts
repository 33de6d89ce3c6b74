import type { StandardEventsChangeProperties } from '@wallet-standard/features'

type ChangeListener = (properties: StandardEventsChangeProperties) => void

/** The `standard:events` 'change' listeners of one wallet. */
export function createChangeEvents() {
  const listeners = new Set<ChangeListener>()
  return {
    on(event: 'change', listener: ChangeListener): () => void {
      if (event !== 'change') return () => {}
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    emit(properties: StandardEventsChangeProperties): void {
      for (const listener of [...listeners]) {
        try {
          listener(properties)
        } catch {
          // A failing app listener must not stop the others or the wallet.
        }
      }
    },
    clear: () => listeners.clear(),
  }
}
