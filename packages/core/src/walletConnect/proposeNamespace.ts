import type { CaipNetwork, ChainNamespace } from '../types/network.js'
import type { WalletConnectProposal } from '../types/walletConnect.js'
import {
  defaultWalletConnectEvents,
  defaultWalletConnectMethods,
} from './defaultWalletConnectMethods.js'

export type ProposeNamespaceParameters = {
  namespace: ChainNamespace
  networks: readonly CaipNetwork[]
  active: CaipNetwork | undefined
}

/**
 * What a pairing proposes for a namespace without an adapter: the app's networks of it (the active
 * one first), AppKit's default methods and events, and each network's own RPC URL for the reads
 * the SDK answers itself.
 */
export function proposeNamespace({
  namespace,
  networks,
  active,
}: ProposeNamespaceParameters): WalletConnectProposal {
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
    methods: [...defaultWalletConnectMethods[namespace]],
    events: [...defaultWalletConnectEvents],
    rpcMap,
  }
}
