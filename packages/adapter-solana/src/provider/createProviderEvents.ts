/** What AppKit 1.7's Solana provider emits, with the argument its listeners receive. */
export type SolanaProviderEvent =
  | 'connect'
  | 'disconnect'
  | 'accountsChanged'
  | 'chainChanged'
  | 'pendingTransaction'

type Listener = (data: unknown) => void

/** A small listener table with AppKit's `on` / `removeListener` / `emit`. */
export function createProviderEvents() {
  const listeners = new Map<SolanaProviderEvent, Set<Listener>>()
  return {
    on(event: SolanaProviderEvent, listener: Listener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
    },
    removeListener(event: SolanaProviderEvent, listener: Listener) {
      listeners.get(event)?.delete(listener)
    },
    emit(event: SolanaProviderEvent, data: unknown) {
      for (const listener of [...(listeners.get(event) ?? [])]) {
        try {
          listener(data)
        } catch (error) {
          console.error(error)
        }
      }
    },
  }
}
