/** A funded Solana dev account of the local stack (public data; the seeds are in `solanaDevSeeds`). */
export type SolanaDevAccount = {
  /** Base58 public key. */
  readonly address: string
  /** Its associated token account of `solanaDevToken`. */
  readonly tokenAccount: string
}

/** The SPL token the local Solana RPC creates at start, through the real SPL Token program. */
export const solanaDevToken = Object.freeze({
  mint: '8zH45w576QJUEGtpXqZvEi6UPddmMfKopLatocZGDw6',
  name: 'Kit USD (local)',
  symbol: 'kUSD',
  decimals: 6,
} as const)

/** SOL each dev account holds at start, in lamports (1,000 SOL). */
export const solanaDevLamports = 1_000_000_000_000n

/** Base units of `solanaDevToken` each dev account holds at start (10,000 kUSD). */
export const solanaDevTokenAmount = 10_000_000_000n

/**
 * The local Solana dev accounts, from the public seeds in `solanaDevSeeds` (the first is the
 * mobile wallet's `devSolanaSeed`). Each holds `solanaDevLamports` and `solanaDevTokenAmount`.
 */
export const solanaDevAccounts: readonly SolanaDevAccount[] = Object.freeze([
  Object.freeze({
    address: '9C6hybhQ6Aycep9jaUnP6uL9ZYvDjUp1aSkFWPUFJtpj',
    tokenAccount: 'EoygoxkxMQsk2P6yMrdqKqrMZCVA5DgJ5HFYodhFc4GZ',
  }),
  Object.freeze({
    address: 'GcQfK48DV9BzDuDeCyV2sShbAAY4vqmK8JSj1NBrwoVZ',
    tokenAccount: '4ZVE9Yj3XrGd6Nese3U621WR9P1jh7E9e8sBtkCRimqZ',
  }),
  Object.freeze({
    address: 'ChGSi3SQoGNfykVNnutunLU2HDPVdYeofrw2VU3ANuae',
    tokenAccount: 'CrWqfaRZC2Jb4KPqN8zMnHeJL11o4mNZjYWBxzmFnyz4',
  }),
  Object.freeze({
    address: 'AAaJ9jMVspo3y3Hs4u1YGWrmDE9aEvq2kmXVhPUyS6di',
    tokenAccount: '92hFHfmUCeiGpE8rNLbDGwTyB1AL6LqCzTam536HfvFP',
  }),
])

/** Solana mainnet's genesis hash: the local RPC answers it by default, so CAIP-2 ids match. */
export const solanaMainnetGenesisHash = '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d'
