import { subscribe } from 'valtio/vanilla'
import type { Kit } from '../types/kit.js'

export type WatchSelectionParameters<T> = {
  /** Reads the value from the chains store; a stable reference while it has not changed. */
  select: () => T
  onChange: (value: T) => void
}

/**
 * Calls `onChange` when what `select` reads from the chains store is another value than last
 * time (the watch half of a get/watch action pair); returns the unsubscribe.
 */
export function watchSelection<T>(kit: Kit, { select, onChange }: WatchSelectionParameters<T>) {
  let last = select()
  return subscribe(kit.stores.chains, () => {
    const next = select()
    if (next === last) return
    last = next
    onChange(next)
  })
}
