import type { CaipNetwork } from '@kit/core'
import { RpcUrlNotFoundError } from '../errors/rpc.js'

/** The network's HTTP RPC URL (`rpcUrls.default.http[0]`). */
export function getRpcUrl(network: CaipNetwork): string {
  const url = network.rpcUrls?.default?.http?.[0]
  if (typeof url !== 'string' || url === '') throw new RpcUrlNotFoundError(network.caipNetworkId)
  return url
}
