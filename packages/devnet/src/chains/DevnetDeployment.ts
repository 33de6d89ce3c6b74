import type { DevCollection } from './devCollections.js'
import type { DevToken } from './devTokens.js'

/** What the local stack deployed on one chain, and whether it seeded a history there. */
export type DevnetDeployment = {
  readonly chainId: number
  readonly tokens: readonly DevToken[]
  readonly collections: readonly DevCollection[]
  /** Dev account 0 has a seeded history on this chain (every chain but the testnet). */
  readonly seeded: boolean
}
