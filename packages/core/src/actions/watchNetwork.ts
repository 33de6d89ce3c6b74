import type { Kit } from '../types/kit.js'
import type { ChainNamespace } from '../types/network.js'
import { watchSelection } from '../utils/watchSelection.js'
import { type GetNetworkReturnType, getNetwork } from './getNetwork.js'

export type WatchNetworkParameters = {
  onChange: (network: GetNetworkReturnType) => void
  namespace?: ChainNamespace | undefined
}

/** Calls `onChange` when the network state `getNetwork` returns is another one; returns the unsubscribe. */
export function watchNetwork(kit: Kit, { onChange, namespace }: WatchNetworkParameters) {
  return watchSelection(kit, { select: () => getNetwork(kit, { namespace }), onChange })
}
