'use client'
import type { Kit, StoreName, StoreSnapshot } from '@kit/core'
import { getInitialState, getState, watchState } from '@kit/core/modules/actions/state'
import { useCallback, useRef, useSyncExternalStore } from 'react'

/**
 * Subscribes a component to one value of a store: it renders again only when that value changes
 * (compared with `isEqual`, `Object.is` by default, so select a primitive or a kept reference),
 * not on every change of the store, as `useKitState` does. A value `isEqual` finds unchanged is
 * returned as it was first read.
 * @example const [count, featured] = useKitValue(kit, 'wallets', (w) => [w.all.count, w.featured], sameItems)
 */
export function useKitValue<K extends StoreName, T>(
  kit: Kit,
  store: K,
  select: (state: StoreSnapshot<K>) => T,
  isEqual?: (previous: T, next: T) => boolean,
): T {
  const last = useRef<{ value: T }>(undefined)
  const subscribe = useCallback(
    (onStoreChange: () => void) => watchState(kit, store, { onChange: onStoreChange, sync: true }),
    [kit, store],
  )
  const read = (state: StoreSnapshot<K>) => {
    const next = select(state)
    if (!isEqual) return next
    if (last.current && isEqual(last.current.value, next)) return last.current.value
    last.current = { value: next }
    return next
  }
  return useSyncExternalStore(
    subscribe,
    () => read(getState(kit, store)),
    () => read(getInitialState(kit, store)),
  )
}

/** `isEqual` for a tuple of values: the same length, each the same (`Object.is`). */
export function sameItems(previous: readonly unknown[], next: readonly unknown[]): boolean {
  return previous.length === next.length && previous.every((value, i) => Object.is(value, next[i]))
}
