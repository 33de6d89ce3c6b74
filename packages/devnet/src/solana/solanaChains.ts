/**
 * The Solana clusters' CAIP-2 ids (the first 32 characters of each genesis hash, base58). The
 * mobile wallet offers its Solana account on each; no Solana node runs on the devnet yet, so only
 * requests a key answers by itself (message signing) are served.
 */
export const solanaChains = Object.freeze({
  mainnet: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  devnet: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  testnet: 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
} as const)
