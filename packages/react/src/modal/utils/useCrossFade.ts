import { useEffect, useState } from 'react'

export type CrossFadeDirection = 'forward' | 'back' | 'none'

export type CrossFadeItem<T> = {
  id: number
  key: string
  value: T
  /** `idle` is the first item, drawn without an entrance. */
  phase: 'idle' | 'enter' | 'exit'
  direction: CrossFadeDirection
  order: number
}

/**
 * Keeps the previous item drawn for `duration` ms after `key` changes, so it can fade out while
 * the new one fades in. `value` is read when the key changes (the key must identify it);
 * `order` (e.g. history depth) gives the direction of travel.
 */
export function useCrossFade<T>(
  key: string,
  value: T,
  duration: number,
  order = 0,
): CrossFadeItem<T>[] {
  const [items, setItems] = useState<CrossFadeItem<T>[]>(() => [
    { id: 0, key, value, phase: 'idle', direction: 'none', order },
  ])
  const current = items[items.length - 1]!
  if (current.key !== key) {
    const direction = order > current.order ? 'forward' : order < current.order ? 'back' : 'none'
    setItems([
      { ...current, phase: 'exit', direction },
      { id: current.id + 1, key, value, phase: 'enter', direction, order },
    ])
  }
  const leavingId = items.length > 1 ? items[0]!.id : undefined
  useEffect(() => {
    if (leavingId === undefined) return
    const timer = setTimeout(() => setItems((list) => list.slice(-1)), duration)
    return () => clearTimeout(timer)
  }, [leavingId, duration])
  return items
}
