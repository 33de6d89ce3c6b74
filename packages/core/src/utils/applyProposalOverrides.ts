import type { CaipNetworkId, ChainNamespace } from '../types/network.js'
import type { UniversalProviderConfigOverride } from '../types/options.js'
import type { WalletConnectProposal } from '../types/walletConnect.js'

type Proposal = Partial<Record<ChainNamespace, WalletConnectProposal>>

/**
 * The app's `universalProviderConfigOverride` over a pairing proposal, as AppKit applies it: per
 * proposed namespace, `methods`, `chains` and `events` replace Kit's; `rpcMap` entries
 * (`'eip155:1': url`) are added over Kit's RPC URLs; `defaultChain` moves that chain first. A
 * namespace Kit does not propose (no network of it) is not added.
 */
export function applyProposalOverrides(
  proposal: Proposal,
  override: UniversalProviderConfigOverride | undefined,
): Proposal {
  if (!override) return proposal
  const result: Proposal = {}
  for (const [namespace, entry] of Object.entries(proposal) as [
    ChainNamespace,
    WalletConnectProposal,
  ][]) {
    const own = <T>(record: Record<string, T> | undefined) =>
      record && Object.hasOwn(record, namespace) ? record[namespace] : undefined
    const rpcEntries = Object.entries(override.rpcMap ?? {}).flatMap(([chainId, url]) => {
      const [ns, reference] = chainId.split(':')
      return ns === namespace && reference ? [[reference, url] as const] : []
    })
    const chains = [...((own(override.chains) as CaipNetworkId[] | undefined) ?? entry.chains)]
    const defaultChain = override.defaultChain as CaipNetworkId | undefined
    if (defaultChain && chains.includes(defaultChain))
      chains.splice(0, chains.length, defaultChain, ...chains.filter((c) => c !== defaultChain))
    result[namespace] = {
      chains,
      methods: [...(own(override.methods) ?? entry.methods)],
      events: [...(own(override.events) ?? entry.events)],
      rpcMap:
        rpcEntries.length > 0
          ? { ...entry.rpcMap, ...Object.fromEntries(rpcEntries) }
          : entry.rpcMap,
    }
  }
  return result
}
