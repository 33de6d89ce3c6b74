'use client'
import type { Kit, StoreName, StoreSnapshot } from '@kit/core'
import { getInitialState, getState, watchState } from '@kit/core/modules/actions/state'
import { useCallback, useSyncExternalStore } from 'react'

/**
 * Subscribes a component to one value of a store: it renders again only when that value changes
 * (compared with `Object.is`, so select a primitive or a kept reference), not on every change of
 * the store, as `useKitState` does.
 */
export function useKitValue<K extends StoreName, T>(
  kit: Kit,
  store: K,
  select: (state: StoreSnapshot<K>) => T,
): T {
  const subscribe = useCallback(
    (onStoreChange: () => void) => watchState(kit, store, { onChange: onStoreChange, sync: true }),
    [kit, store],
  )
  return useSyncExternalStore(
    subscribe,
    () => select(getState(kit, store)),
    () => select(getInitialState(kit, store)),
  )
}
