import type { Kit } from '../types/kit.js'
import type { ChainNamespace } from '../types/network.js'
import type { WalletConnectProposal } from '../types/walletConnect.js'
import { applyProposalOverrides } from '../utils/applyProposalOverrides.js'
import { getWalletConnectParts } from './getWalletConnectParts.js'
import { proposeNamespace } from './proposeNamespace.js'

/**
 * The optional namespaces one pairing proposes: each adapter's part (core's defaults for a
 * namespace without an adapter, or whose part proposes nothing of its own) for the app's networks
 * of its namespace, the active network first. A namespace with no network (or no chain) is left out.
 * The app's `universalProviderConfigOverride` applies last (`applyProposalOverrides`).
 */
export function buildProposal(kit: Kit): Partial<Record<ChainNamespace, WalletConnectProposal>> {
  const proposal: Partial<Record<ChainNamespace, WalletConnectProposal>> = {}
  for (const [namespace, part] of getWalletConnectParts(kit)) {
    const networks = kit.options.networks.filter((n) => n.chainNamespace === namespace)
    if (networks.length === 0) continue
    const active = kit.stores.chains.namespaces[namespace]?.network.caipNetwork
    const entry =
      part.propose?.({ networks, active }) ?? proposeNamespace({ namespace, networks, active })
    if (entry.chains.length > 0) proposal[namespace] = entry
  }
  return applyProposalOverrides(proposal, kit.options.input.universalProviderConfigOverride)
}
