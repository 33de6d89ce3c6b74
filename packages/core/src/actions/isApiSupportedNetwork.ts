import { getSupportedChains } from '@kit/blockchain-api/modules/actions/getSupportedChains'
import { isAbortError } from '@kit/blockchain-api/modules/utils/isAbortError'
import type { Kit } from '../types/kit.js'
import type { CaipNetwork } from '../types/network.js'

/**
 * Whether the blockchain API serves a network (SPEC §7: calls are skipped on unsupported ones).
 * The list is fetched once per instance; if it cannot be fetched, every requested network counts
 * as supported so a flaky list never hides data.
 */
export type IsApiSupportedNetworkParameters = { network: CaipNetwork }

export async function isApiSupportedNetwork(
  kit: Kit,
  { network }: IsApiSupportedNetworkParameters,
): Promise<boolean> {
  const requested = getRequested(kit, network)
  if (!requested) return false
  kit.runtime.supportedChains ??= getSupportedChains(kit.clients.api).then(
    (chains) => new Set(chains.http),
    (error) => {
      if (!isAbortError(error)) kit.warn('Supported chains unavailable', error)
      kit.runtime.supportedChains = undefined
      return undefined
    },
  )
  const supported = await kit.runtime.supportedChains
  return supported === undefined || supported.has(network.caipNetworkId)
}

function getRequested(kit: Kit, network: CaipNetwork): boolean {
  const chain = kit.stores.chains.namespaces[network.chainNamespace]
  if (!chain || chain.network.unsupported) return false
  return chain.network.requestedCaipNetworks.some((n) => n.caipNetworkId === network.caipNetworkId)
}
