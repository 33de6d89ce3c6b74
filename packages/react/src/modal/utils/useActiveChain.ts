import type { Kit } from '@kit/core'
import { useKitState } from '../../utils/useKitState.js'

/** The active namespace's account and network state (a snapshot), if any. */
export function useActiveChain(kit: Kit) {
  const chains = useKitState(kit, 'chains')
  return chains.activeNamespace ? chains.namespaces[chains.activeNamespace] : undefined
}
