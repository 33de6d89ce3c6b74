import type { Kit } from '../../types/kit.js'
import type { CaipNetwork, ChainNamespace } from '../../types/network.js'

export type ListReceiveNetworksParameters = {
  /** The namespace of the address shown; the active one by default. */
  namespace?: ChainNamespace | undefined
}

/**
 * The networks an address of `namespace` can receive on: an EVM address is the same on every
 * EVM network, so every eip155 network the app configured (the active one first); a Solana or
 * Bitcoin address only on the active network (a mainnet address is not a devnet or testnet one).
 */
export function listReceiveNetworks(
  kit: Kit,
  { namespace = kit.stores.chains.activeNamespace }: ListReceiveNetworksParameters = {},
): CaipNetwork[] {
  const chain = namespace ? kit.stores.chains.namespaces[namespace] : undefined
  if (!chain) return []
  const active = chain.network.unsupported ? undefined : chain.network.caipNetwork
  if (namespace !== 'eip155') return active ? [active] : []
  const configured = chain.network.requestedCaipNetworks
  if (!active) return [...configured]
  return [active, ...configured.filter((n) => n.caipNetworkId !== active.caipNetworkId)]
}
