import { InvalidCaip2Error } from '../errors/caip.js'
import type { CaipNetwork } from '../types/network.js'
import { parseCaipNetworkId } from './caip.js'

/**
 * AppKit's `defineChain`: a custom network given in full (`caipNetworkId` and `chainNamespace`
 * included), returned with its literal type. Throws `InvalidCaip2Error` when `caipNetworkId` is
 * the CAIP-2 id of `id` in `chainNamespace`.
 * @example
 * defineChain({
 *   id: 123456789,
 *   caipNetworkId: 'eip155:123456789',
 *   chainNamespace: 'eip155',
 *   name: 'Custom Network',
 *   nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
 *   rpcUrls: { default: { http: ['https://rpc.example.org'] } },
 * })
 */
export function defineChain<const chain extends CaipNetwork>(chain: chain): chain {
  const { namespace, reference } = parseCaipNetworkId(chain.caipNetworkId)
  if (namespace !== chain.chainNamespace || reference !== String(chain.id))
    throw new InvalidCaip2Error(chain.caipNetworkId)
  return Object.freeze({ ...chain })
}
