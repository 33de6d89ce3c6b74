import type { CaipNetwork, WalletConnectProposal } from '@kit/core'
import { walletConnectEvents, walletConnectMethods } from './walletConnectMethods.js'

/**
 * The eip155 part of a pairing: every network of the app, the active one first, each with its own
 * RPC URL (never WalletConnect's hosted RPC).
 */
export function proposeEvmNamespace({
  networks,
  active,
}: {
  networks: readonly CaipNetwork[]
  active: CaipNetwork | undefined
}): WalletConnectProposal {
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
    methods: [...walletConnectMethods],
    events: [...walletConnectEvents],
    rpcMap,
  }
}
