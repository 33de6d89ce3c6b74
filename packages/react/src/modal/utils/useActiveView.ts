import type { Kit } from '@kit/core'
import { useKitState } from '../../utils/useKitState.js'
import { resolveView } from '../views/resolveView.js'
import { useActiveChain } from './useActiveChain.js'

/** The view being drawn (after fallbacks), its history depth and the data it was pushed with. */
export function useActiveView(kit: Kit) {
  const router = useKitState(kit, 'router')
  const connected = useActiveChain(kit)?.account.address !== undefined
  return {
    view: resolveView(router.view, connected),
    depth: router.history.length,
    data: router.data,
  }
}
