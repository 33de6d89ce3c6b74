/**
 * A token movement read from a `Transfer` log, or native currency a contract sent on within the
 * transaction (`native`, read from its call trace). Addresses are lowercase.
 */
export type IndexedTransfer = {
  readonly kind: 'erc20' | 'erc721' | 'native'
  readonly contract: string
  readonly from: string
  readonly to: string
  /** The amount (ERC-20, native) or the token id (ERC-721); `contract` is empty for native. */
  readonly amount: bigint
}

/** One mined transaction as the history index keeps it. Addresses are lowercase. */
export type IndexedTransaction = {
  readonly chainId: number
  readonly blockNumber: number
  /** Position in its block. */
  readonly index: number
  readonly hash: string
  readonly from: string
  /** Null for a contract creation. */
  readonly to: string | null
  readonly nonce: number
  readonly value: bigint
  /** The first four bytes of the input, or `0x` for a plain transfer. */
  readonly selector: string
  /** Unix seconds of its block. */
  readonly timestamp: number
  readonly status: 'confirmed' | 'failed'
  readonly transfers: readonly IndexedTransfer[]
}
