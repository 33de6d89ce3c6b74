import type { Kit } from '../types/kit.js'
import type { ChainNamespace } from '../types/network.js'
import { type GetNetworkReturnType, getNetwork } from './getNetwork.js'
import { watchState } from './state.js'

export type WatchNetworkParameters = {
  onChange: (network: GetNetworkReturnType) => void
  namespace?: ChainNamespace | undefined
}

/** Calls `onChange` when the network state `getNetwork` returns is another one; returns the unsubscribe. */
export function watchNetwork(kit: Kit, { onChange, namespace }: WatchNetworkParameters) {
  let last = getNetwork(kit, { namespace })
  return watchState(kit, 'chains', {
    onChange: () => {
      const next = getNetwork(kit, { namespace })
      if (next === last) return
      last = next
      onChange(next)
    },
  })
}
