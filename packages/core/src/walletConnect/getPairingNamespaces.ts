import type { Kit } from '../types/kit.js'
import type { ChainNamespace } from '../types/network.js'

/**
 * The namespaces one WalletConnect pairing proposes, in the order the app gave them: each whose
 * adapter has a WalletConnect part, and each of the app's networks' namespaces that has no adapter
 * at all (AppKit Core style apps), which core pairs by itself.
 */
export function getPairingNamespaces(kit: Kit): ChainNamespace[] {
  return kit.options.namespaces.filter((namespace) => {
    const adapter = kit.adapters[namespace]
    return adapter ? adapter.walletConnect !== undefined : true
  })
}
