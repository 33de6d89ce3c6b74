import type { Kit } from '@kit/core'
import {
  readSwapState,
  type SwapStateSnapshot,
  watchSwapState,
} from '@kit/core/modules/features/swap/watchSwapState'
import { useCallback, useSyncExternalStore } from 'react'

/** The swap being written on this instance (a snapshot); re-renders on each change. */
export function useSwapState(kit: Kit): SwapStateSnapshot {
  const subscribe = useCallback(
    (onStoreChange: () => void) => watchSwapState(kit, { onChange: onStoreChange }),
    [kit],
  )
  const read = useCallback(() => readSwapState(kit), [kit])
  return useSyncExternalStore(subscribe, read, read)
}
