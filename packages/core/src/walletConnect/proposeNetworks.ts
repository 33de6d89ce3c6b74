import type { CaipNetwork } from '../types/network.js'
import type { WalletConnectProposal } from '../types/walletConnect.js'

export type ProposeNetworksParameters = {
  networks: readonly CaipNetwork[]
  active: CaipNetwork | undefined
  methods: readonly string[]
  events: readonly string[]
}

/**
 * A namespace's part of a pairing: the app's networks of it (the active one first), the methods
 * and events asked for, and each network's own RPC URL for the reads the SDK answers itself
 * (never WalletConnect's hosted RPC).
 */
export function proposeNetworks({
  networks,
  active,
  methods,
  events,
}: ProposeNetworksParameters): WalletConnectProposal {
  const ordered = active
    ? [active, ...networks.filter((n) => n.caipNetworkId !== active.caipNetworkId)]
    : [...networks]
  const rpcMap: Record<string, string> = {}
  for (const network of ordered) {
    const url = network.rpcUrls.default.http[0]
    if (url) rpcMap[String(network.id)] = url
  }
  return {
    chains: ordered.map((n) => n.caipNetworkId),
    methods: [...methods],
    events: [...events],
    rpcMap,
  }
}
