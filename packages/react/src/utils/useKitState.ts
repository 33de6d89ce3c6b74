'use client'
import type { Kit, StoreName, StoreSnapshot } from '@kit/core'
import { getInitialState, getState, watchState } from '@kit/core/modules/actions/state'
import { useCallback, useSyncExternalStore } from 'react'

/**
 * Subscribes a component to one store of an instance. The server snapshot is the store as it was
 * when the instance was created, so hydration never mismatches.
 */
export function useKitState<K extends StoreName>(kit: Kit, store: K): StoreSnapshot<K> {
  const subscribe = useCallback(
    (onStoreChange: () => void) => watchState(kit, store, { onChange: onStoreChange, sync: true }),
    [kit, store],
  )
  const getSnapshot = useCallback(() => getState(kit, store), [kit, store])
  const getServerSnapshot = useCallback(() => getInitialState(kit, store), [kit, store])
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot)
}
