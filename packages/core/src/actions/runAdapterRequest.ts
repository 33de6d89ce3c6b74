import type { Kit } from '../types/kit.js'
import type { CaipNetwork, ChainNamespace } from '../types/network.js'
import { disconnect } from './disconnect.js'
import { switchNetwork } from './switchNetwork.js'

/** What an adapter may ask of its instance through its context (see `AdapterContext`). */
export type AdapterRequest =
  | { type: 'disconnect'; namespace: ChainNamespace }
  | { type: 'switchNetwork'; network: CaipNetwork }

/** Runs an adapter's request as the app's own action would run; loaded on the first request. */
export async function runAdapterRequest(kit: Kit, request: AdapterRequest): Promise<void> {
  if (request.type === 'disconnect') await disconnect(kit, { namespace: request.namespace })
  else await switchNetwork(kit, { network: request.network })
}
