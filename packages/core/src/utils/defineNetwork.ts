import type { AppKitNetwork, CaipNetwork, ChainNamespace } from '../types/network.js'
import { formatCaipNetworkId, parseCaipNetworkId } from './caip.js'

/**
 * Turns an app's network (an EVM chain object, or a full CaipNetwork) into a CaipNetwork; the
 * result keeps the literal type of its `id` (`mainnet.id` is `1`), as viem's chains do.
 * @example defineNetwork({ id: 1, name: 'Ethereum', nativeCurrency, rpcUrls })
 */
export function defineNetwork<id extends number | string>(
  network: AppKitNetwork & { id: id },
): CaipNetwork & { id: id } {
  const chainNamespace: ChainNamespace = network.chainNamespace ?? 'eip155'
  const caipNetworkId = network.caipNetworkId ?? formatCaipNetworkId(chainNamespace, network.id)
  parseCaipNetworkId(caipNetworkId)
  return Object.freeze({ ...network, chainNamespace, caipNetworkId }) as CaipNetwork & { id: id }
}

/** A placeholder for a chain the wallet is on but the app did not request. */
export function unknownNetwork(namespace: ChainNamespace, id: number | string): CaipNetwork {
  return {
    id,
    caipNetworkId: formatCaipNetworkId(namespace, id),
    chainNamespace: namespace,
    name: 'Unknown Network',
    nativeCurrency: { name: 'Unknown', symbol: '', decimals: 18 },
    rpcUrls: { default: { http: [] } },
  }
}
