import type { Address } from 'viem'

/** An ERC-20 the local stack deploys on every served chain, at the same address on each. */
export type DevToken = {
  readonly symbol: string
  readonly name: string
  readonly decimals: number
  /** Price in USD served by the local API (0: no market price). */
  readonly price: number
  /** Whole tokens minted to the deployer at deployment. */
  readonly supply: bigint
  readonly address: Address
}

/**
 * The local ERC-20s, in deployment order (deployer nonces 0-3, so the addresses never change).
 * `PTS` has 0 decimals on purpose: the kit must filter such tokens out of balances.
 */
export const devTokens: readonly DevToken[] = Object.freeze([
  Object.freeze({
    symbol: 'KUSD',
    name: 'Kit USD',
    decimals: 6,
    price: 1,
    supply: 100_000_000n,
    address: '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35',
  }),
  Object.freeze({
    symbol: 'KDAI',
    name: 'Kit Dai',
    decimals: 18,
    price: 0.9998,
    supply: 100_000_000n,
    address: '0xA15BB66138824a1c7167f5E85b957d04Dd34E468',
  }),
  Object.freeze({
    symbol: 'KBTC',
    name: 'Kit Wrapped Bitcoin',
    decimals: 8,
    price: 64_250,
    supply: 21_000n,
    address: '0xb19b36b1456E65E3A6D514D3F715f204BD59f431',
  }),
  Object.freeze({
    symbol: 'PTS',
    name: 'Kit Points',
    decimals: 0,
    price: 0,
    supply: 1_000_000_000n,
    address: '0x8ce361602B935680E8DeC218b820ff5056BeB7af',
  }),
] as const)
