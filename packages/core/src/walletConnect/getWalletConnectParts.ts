import type { Kit } from '../types/kit.js'
import type { ChainNamespace } from '../types/network.js'
import type { WalletConnectPart } from '../types/walletConnect.js'
import { createGenericWalletConnectPart } from './createGenericWalletConnectPart.js'
import { getPairingNamespaces } from './getPairingNamespaces.js'

/**
 * Each namespace a pairing proposes with the part that handles it: its adapter's, or core's
 * generic part for a namespace without an adapter.
 */
export function getWalletConnectParts(kit: Kit): [ChainNamespace, WalletConnectPart][] {
  return getPairingNamespaces(kit).map((namespace) => [
    namespace,
    kit.adapters[namespace]?.walletConnect ?? createGenericWalletConnectPart(kit, namespace),
  ])
}
