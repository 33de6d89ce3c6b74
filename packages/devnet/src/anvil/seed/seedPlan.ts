/** Who sends a seeded transaction: the deployer (account 9) or dev accounts 0 and 1. */
export type SeedActor = 'deployer' | 'account0' | 'account1'

/** One seeded transaction. Amounts are human decimal strings of the token (or the native coin). */
export type SeedStep = { date: string; from: SeedActor } & (
  | { kind: 'native'; to: SeedActor; amount: string }
  | { kind: 'token'; symbol: string; to: SeedActor; amount: string }
  | { kind: 'approveRouter'; symbol: string; amount: string }
  | { kind: 'mint'; symbol: string; to: SeedActor; tokenId: bigint }
  | { kind: 'nft'; symbol: string; to: SeedActor; tokenId: bigint }
)

/** Genesis time of the seeded chains: 2025-01-06T00:00:00Z, in Unix seconds. */
export const seedGenesisTimestamp = Date.UTC(2025, 0, 6) / 1000

/**
 * Spam NFTs the deployer mints to itself right after deploying, to "airdrop" them later: the
 * history then shows a plain incoming transfer from a stranger, as a real spam drop does.
 */
export const spamTokenIds: readonly bigint[] = [1n, 2n, 3n]

/**
 * The history of dev account 0 on every non-testnet chain: 33 transactions between January
 * 2025 and October 2026 (receives from the deployer, sends to dev account 1, mints, an NFT send,
 * an approval and three spam airdrops). Dates are UTC, one transaction a day at most.
 */
// biome-ignore format: one step per line reads as a ledger
export const seedPlan: readonly SeedStep[] = [
  { date: '2025-01-08', from: 'deployer', kind: 'token', symbol: 'KUSD', to: 'account0', amount: '5000' },
  { date: '2025-01-14', from: 'deployer', kind: 'native', to: 'account0', amount: '2.5' },
  { date: '2025-01-27', from: 'deployer', kind: 'token', symbol: 'KDAI', to: 'account0', amount: '3200' },
  { date: '2025-02-10', from: 'deployer', kind: 'mint', symbol: 'KITP', to: 'account0', tokenId: 1n },
  { date: '2025-02-24', from: 'account0', kind: 'token', symbol: 'KUSD', to: 'account1', amount: '120.5' },
  { date: '2025-03-09', from: 'deployer', kind: 'token', symbol: 'KBTC', to: 'account0', amount: '0.25' },
  { date: '2025-03-21', from: 'account0', kind: 'native', to: 'account1', amount: '0.15' },
  { date: '2025-04-04', from: 'deployer', kind: 'token', symbol: 'PTS', to: 'account0', amount: '1500' },
  { date: '2025-04-18', from: 'deployer', kind: 'mint', symbol: 'KITP', to: 'account0', tokenId: 2n },
  { date: '2025-05-02', from: 'account0', kind: 'approveRouter', symbol: 'KUSD', amount: '1000' },
  { date: '2025-05-16', from: 'account0', kind: 'token', symbol: 'KDAI', to: 'account1', amount: '450' },
  { date: '2025-06-01', from: 'deployer', kind: 'nft', symbol: 'FREE', to: 'account0', tokenId: 1n },
  { date: '2025-06-14', from: 'account1', kind: 'native', to: 'account0', amount: '0.4' },
  { date: '2025-07-03', from: 'deployer', kind: 'mint', symbol: 'KITP', to: 'account0', tokenId: 3n },
  { date: '2025-07-19', from: 'account0', kind: 'token', symbol: 'KBTC', to: 'account1', amount: '0.01' },
  { date: '2025-08-05', from: 'deployer', kind: 'token', symbol: 'KUSD', to: 'account0', amount: '2750' },
  { date: '2025-08-22', from: 'account0', kind: 'token', symbol: 'PTS', to: 'account1', amount: '200' },
  { date: '2025-09-09', from: 'account0', kind: 'native', to: 'account1', amount: '0.05' },
  { date: '2025-09-28', from: 'deployer', kind: 'mint', symbol: 'KITP', to: 'account0', tokenId: 4n },
  { date: '2025-10-12', from: 'account0', kind: 'nft', symbol: 'KITP', to: 'account1', tokenId: 4n },
  { date: '2025-10-30', from: 'deployer', kind: 'token', symbol: 'KDAI', to: 'account0', amount: '1000' },
  { date: '2025-11-15', from: 'deployer', kind: 'nft', symbol: 'FREE', to: 'account0', tokenId: 2n },
  { date: '2025-12-03', from: 'account0', kind: 'token', symbol: 'KUSD', to: 'account1', amount: '99.99' },
  { date: '2025-12-24', from: 'deployer', kind: 'native', to: 'account0', amount: '1' },
  { date: '2026-01-09', from: 'account0', kind: 'token', symbol: 'KDAI', to: 'account1', amount: '75.25' },
  { date: '2026-02-02', from: 'deployer', kind: 'mint', symbol: 'KITP', to: 'account0', tokenId: 5n },
  { date: '2026-03-14', from: 'deployer', kind: 'token', symbol: 'KBTC', to: 'account0', amount: '0.05' },
  { date: '2026-04-20', from: 'account0', kind: 'native', to: 'account1', amount: '0.2' },
  { date: '2026-05-28', from: 'deployer', kind: 'token', symbol: 'PTS', to: 'account0', amount: '500' },
  { date: '2026-07-04', from: 'account0', kind: 'token', symbol: 'KUSD', to: 'account1', amount: '42' },
  { date: '2026-08-19', from: 'deployer', kind: 'nft', symbol: 'FREE', to: 'account0', tokenId: 3n },
  { date: '2026-09-30', from: 'deployer', kind: 'token', symbol: 'KUSD', to: 'account0', amount: '1234.56' },
  { date: '2026-10-21', from: 'account0', kind: 'native', to: 'account1', amount: '0.01' },
]
