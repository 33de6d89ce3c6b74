import type { Kit } from '@kit/core'
import { getState } from '@kit/core/modules/actions/state'

/** AppKit's `useAppKitState` shape. */
export function getAppKitState(kit: Kit) {
  const modal = getState(kit, 'modal')
  const chains = getState(kit, 'chains')
  const connection = getState(kit, 'connection')
  return deriveAppKitState(modal, chains, connection)
}

export function deriveAppKitState(
  modal: ReturnType<typeof getState<'modal'>>,
  chains: ReturnType<typeof getState<'chains'>>,
  connection: ReturnType<typeof getState<'connection'>>,
) {
  const active = chains.activeNamespace ? chains.namespaces[chains.activeNamespace] : undefined
  return {
    initialized: connection.initialized,
    loading: modal.loading,
    open: modal.open,
    selectedNetworkId: active?.network.caipNetwork?.caipNetworkId,
    activeChain: chains.activeNamespace,
  }
}
