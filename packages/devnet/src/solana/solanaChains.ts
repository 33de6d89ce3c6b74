/**
 * The Solana clusters' CAIP-2 ids (the first 32 characters of each genesis hash, base58). The
 * mobile wallet offers its Solana account on each. The stack's Solana node plays `mainnet`
 * (`solanaLocalNetwork`).
 */
export const solanaChains = Object.freeze({
  mainnet: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  devnet: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  testnet: 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
} as const)
