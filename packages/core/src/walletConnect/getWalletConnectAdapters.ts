import type { Kit } from '../types/kit.js'
import type { ChainNamespace } from '../types/network.js'
import type { WalletConnectPart } from '../types/walletConnect.js'

/** The namespaces whose adapter takes part in WalletConnect, in the order the app gave them. */
export function getWalletConnectAdapters(kit: Kit): [ChainNamespace, WalletConnectPart][] {
  const parts: [ChainNamespace, WalletConnectPart][] = []
  for (const adapter of Object.values(kit.adapters))
    if (adapter?.walletConnect) parts.push([adapter.namespace, adapter.walletConnect])
  return parts
}
