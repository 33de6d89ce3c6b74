/** The Wallet Standard Solana chains the dev Solana wallet serves (all on the local RPC). */
export const solanaWalletChains = Object.freeze([
  'solana:mainnet',
  'solana:devnet',
  'solana:testnet',
  'solana:localnet',
] as const)

export type SolanaWalletChain = (typeof solanaWalletChains)[number]
