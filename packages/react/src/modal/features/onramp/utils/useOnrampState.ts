import type { Kit } from '@kit/core'
import { getOnrampSnapshot, watchOnrampState } from '@kit/core/modules/features/onramp/onrampState'
import { useCallback, useSyncExternalStore } from 'react'

/** The Buy feature's state (a snapshot), redrawn on each change. */
export function useOnrampState(kit: Kit) {
  const subscribe = useCallback(
    (onChange: () => void) => watchOnrampState(kit, { onChange }),
    [kit],
  )
  const read = useCallback(() => getOnrampSnapshot(kit), [kit])
  return useSyncExternalStore(subscribe, read, read)
}
