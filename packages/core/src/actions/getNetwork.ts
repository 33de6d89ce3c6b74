import type { Kit } from '../types/kit.js'
import type { ChainNamespace } from '../types/network.js'
import { selectChain } from '../utils/selectChain.js'
import { getState } from './state.js'

export type GetNetworkParameters = { namespace?: ChainNamespace | undefined }

/** The network state of a namespace (the active one by default). */
export function getNetwork(kit: Kit, { namespace }: GetNetworkParameters = {}) {
  return selectChain(getState(kit, 'chains'), { namespace })?.network
}

export type GetNetworkReturnType = ReturnType<typeof getNetwork>
