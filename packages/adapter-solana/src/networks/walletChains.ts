import type { CaipNetwork } from '@kit/core'

/** A Wallet Standard Solana chain id. */
export type SolanaWalletChain =
  | 'solana:mainnet'
  | 'solana:devnet'
  | 'solana:testnet'
  | 'solana:localnet'

// CAIP-2 ids (the genesis hash's first 32 characters), current and deprecated, of the clusters the
// Wallet Standard names.
const clusters: Record<string, SolanaWalletChain> = {
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'solana:mainnet',
  'solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ': 'solana:mainnet',
  'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1': 'solana:devnet',
  'solana:8E9rvCKLFQia2Y35HXjjpWzj8weVo44K': 'solana:devnet',
  'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': 'solana:testnet',
}

/**
 * The Wallet Standard chain a wallet signs for on `network`: mainnet, devnet or testnet by the
 * network's CAIP-2 id (current or deprecated), and `solana:localnet` for any other genesis (a
 * local validator or a private cluster), the only other chain the standard names.
 */
export function toWalletChain(network: Pick<CaipNetwork, 'caipNetworkId'>): SolanaWalletChain {
  return (
    (Object.hasOwn(clusters, network.caipNetworkId)
      ? clusters[network.caipNetworkId]
      : undefined) ?? 'solana:localnet'
  )
}
