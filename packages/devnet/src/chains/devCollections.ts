import type { Address } from 'viem'

/** An ERC-721 collection the local stack deploys on every served chain. */
export type DevCollection = {
  readonly symbol: string
  readonly name: string
  /** Flagged as spam in the account history, like an unsolicited airdrop. */
  readonly spam: boolean
  readonly address: Address
}

/** The local NFT collections, deployed after the tokens (deployer nonces 4 and 5). */
export const devCollections: readonly DevCollection[] = Object.freeze([
  Object.freeze({
    symbol: 'KITP',
    name: 'Kit Pixels',
    spam: false,
    address: '0xe1Aa25618fA0c7A1CFDab5d6B456af611873b629',
  }),
  Object.freeze({
    symbol: 'FREE',
    name: 'Claim Free Rewards',
    spam: true,
    address: '0xe1DA8919f262Ee86f9BE05059C9280142CF23f48',
  }),
] as const)
