import type { SiwxNamespace } from '../message/types.js'

// Sign-In-With-Solana messages may name the cluster instead of its genesis hash. CAIP-2
// references (current and deprecated) of the clusters it names; `localnet` is any other.
const solanaClusters: Readonly<Record<string, 'mainnet' | 'devnet' | 'testnet'>> = {
  '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'mainnet',
  '4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ': 'mainnet',
  EtWTRABZaYq6iMfeYKouRu166VU2xqa1: 'devnet',
  '8E9rvCKLFQia2Y35HXjjpWzj8weVo44K': 'devnet',
  '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': 'testnet',
}

/**
 * Whether a message's `Chain ID` names the chain whose CAIP-2 reference is `reference`: the same
 * reference, or for Solana the cluster name (`mainnet`, `solana:devnet`, …) of that reference.
 */
export function chainMatches({
  namespace,
  chainId,
  reference,
}: {
  namespace: SiwxNamespace
  chainId: string
  reference: string
}): boolean {
  if (chainId === reference) return true
  if (namespace !== 'solana') return false
  const name = chainId.startsWith('solana:') ? chainId.slice('solana:'.length) : chainId
  const cluster = Object.hasOwn(solanaClusters, reference) ? solanaClusters[reference] : undefined
  return cluster === undefined ? name === 'localnet' : name === cluster
}
