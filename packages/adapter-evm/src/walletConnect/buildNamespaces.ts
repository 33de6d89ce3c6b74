import type { CaipNetwork } from '@kit/core'
import { walletConnectEvents, walletConnectMethods } from './walletConnectMethods.js'

export type EvmNamespace = {
  chains: string[]
  methods: string[]
  events: string[]
  /** Where the provider sends read calls for each chain (never WalletConnect's hosted RPC). */
  rpcMap: Record<string, string>
}

/**
 * The eip155 namespace a pairing proposes: every network of the app, the active one first, each
 * with its own RPC URL. All optional, so a wallet may approve a subset.
 */
export function buildNamespaces(
  networks: readonly CaipNetwork[],
  active: CaipNetwork | undefined,
): { eip155: EvmNamespace } {
  const ordered = active
    ? [active, ...networks.filter((n) => n.caipNetworkId !== active.caipNetworkId)]
    : [...networks]
  const rpcMap: Record<string, string> = {}
  for (const network of ordered) {
    const url = network.rpcUrls.default.http[0]
    if (url) rpcMap[String(network.id)] = url
  }
  return {
    eip155: {
      chains: ordered.map((n) => n.caipNetworkId),
      methods: [...walletConnectMethods],
      events: [...walletConnectEvents],
      rpcMap,
    },
  }
}
