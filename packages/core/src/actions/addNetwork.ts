import { ref } from 'valtio/vanilla'
import { AdapterNotFoundError } from '../errors/adapter.js'
import { InvalidOptionsError } from '../errors/network.js'
import type { Kit } from '../types/kit.js'
import type { AppKitNetwork, CaipNetwork, ChainNamespace } from '../types/network.js'
import { defineNetwork } from '../utils/defineNetwork.js'
import { withCustomRpcUrls } from '../utils/withCustomRpcUrls.js'
import { persistConnection } from './persistConnection.js'

export type AddNetworkParameters = { namespace: ChainNamespace; network: AppKitNetwork }

/**
 * Adds a network to one of the app's namespaces (AppKit's `addNetwork`): it joins the Networks
 * view and `switchNetwork`'s choices, after the namespace's others, with the app's custom RPC URLs
 * first as the first networks have them. A network already there is
 * left as it is. A namespace the app has no adapter or network for throws
 * `AdapterNotFoundError`; a network of another namespace, `InvalidOptionsError`. Returns the
 * network as Kit keeps it.
 */
export function addNetwork(kit: Kit, { namespace, network }: AddNetworkParameters): CaipNetwork {
  const chain = kit.stores.chains.namespaces[namespace]
  if (!chain) throw new AdapterNotFoundError(namespace)
  const defined = defineNetwork(network)
  if (defined.chainNamespace !== namespace)
    throw new InvalidOptionsError('Network of another namespace', {
      details: `${defined.caipNetworkId} is not a ${namespace} network`,
    })
  const known = kit.options.networks.find((n) => n.caipNetworkId === defined.caipNetworkId)
  if (known) return known
  const added = withCustomRpcUrls(defined, kit.options.input.customRpcUrls)
  kit.options.networks = [...kit.options.networks, added]
  chain.network.requestedCaipNetworks.push(ref(added))
  const adapter = kit.adapters[namespace]
  adapter?.networksChanged?.({ networks: [...chain.network.requestedCaipNetworks] })
  if (!chain.network.caipNetwork) {
    chain.network.caipNetwork = ref(added)
    persistConnection(kit)
    adapter?.selectNetwork?.({ network: added })
  }
  return added
}
