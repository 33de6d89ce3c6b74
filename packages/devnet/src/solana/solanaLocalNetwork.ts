import { solanaMainnetGenesisHash } from './solanaDevAccounts.js'

/**
 * The network the local Solana node plays. Its `getGenesisHash` answers Solana mainnet's, so a
 * dapp configured for mainnet (`solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`) talks to it unchanged,
 * as the local EVM chains play chains 1, 10 and 42161. Browser-safe: constants only.
 */
export const solanaLocalNetwork = Object.freeze({
  /** `solana:` + the first 32 characters of the genesis hash. */
  caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  genesisHash: solanaMainnetGenesisHash,
  name: 'Solana',
  symbol: 'SOL',
  decimals: 9,
} as const)
