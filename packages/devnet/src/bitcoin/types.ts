/** One output of a transaction: its value in satoshis and its locking script. */
export type TxOutput = {
  readonly value: bigint
  readonly script: Uint8Array
  /** `script` in hex: the key of the per-address indexes. */
  readonly scriptHex: string
}

/** One input: the outpoint it spends (txid in display order), its scriptSig and witness. */
export type TxInput = {
  readonly txid: string
  readonly vout: number
  readonly scriptSig: Uint8Array
  readonly sequence: number
  readonly witness: readonly Uint8Array[]
}

/** A decoded raw transaction with the figures Esplora reports. */
export type ParsedTransaction = {
  readonly txid: string
  /** The serialization as received (with witnesses when it has them). */
  readonly raw: Uint8Array
  readonly version: number
  readonly lockTime: number
  readonly inputs: readonly TxInput[]
  readonly outputs: readonly TxOutput[]
  /** Bytes of `raw`. */
  readonly size: number
  /** BIP-141 weight: 3 × the size without witnesses + the full size. */
  readonly weight: number
  /** Virtual size in vbytes, rounded up. */
  readonly vsize: number
  readonly isCoinbase: boolean
}

/** A block of the local chain. */
export type Block = {
  /** Header hash, display order. */
  readonly hash: string
  readonly height: number
  readonly version: number
  /** Seconds since the epoch. */
  readonly time: number
  readonly medianTime: number
  readonly bits: number
  readonly nonce: number
  /** Display order. */
  readonly merkleRoot: string
  readonly previousHash: string | undefined
  readonly txids: readonly string[]
  /** Serialized block size (header, count and transactions) and weight. */
  readonly size: number
  readonly weight: number
}

/** Where a transaction stands: in a block, or in the mempool. */
export type TxPlacement =
  | { readonly confirmed: true; readonly block: Block }
  | { readonly confirmed: false }

/** A transaction the node knows, with the outputs it spends (none for a coinbase) and its fee. */
export type TxRecord = {
  readonly tx: ParsedTransaction
  readonly prevouts: readonly TxOutput[]
  readonly fee: bigint
  placement: TxPlacement
}

/** `txid:vout`. */
export type OutpointKey = `${string}:${number}`

export function outpointKey(txid: string, vout: number): OutpointKey {
  return `${txid}:${vout}`
}
