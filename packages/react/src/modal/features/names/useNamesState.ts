import type { Kit } from '@kit/core'
import { getNamesSnapshot, watchNamesState } from '@kit/core/modules/features/names/watchNamesState'
import { useCallback, useSyncExternalStore } from 'react'

/** The account-name feature's state (a snapshot): what was typed, the registration's progress. */
export function useNamesState(kit: Kit) {
  const subscribe = useCallback((onChange: () => void) => watchNamesState(kit, { onChange }), [kit])
  const getSnapshot = useCallback(() => getNamesSnapshot(kit), [kit])
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot)
}
