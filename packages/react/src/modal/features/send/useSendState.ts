import type { Kit } from '@kit/core'
import { getSendSnapshot, watchSendState } from '@kit/core/modules/features/send/watchSendState'
import { useCallback, useSyncExternalStore } from 'react'

/** The send draft (a snapshot): token, amount, receiver, fee and where the send stands. */
export function useSendState(kit: Kit) {
  const subscribe = useCallback((onChange: () => void) => watchSendState(kit, { onChange }), [kit])
  const getSnapshot = useCallback(() => getSendSnapshot(kit), [kit])
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot)
}
