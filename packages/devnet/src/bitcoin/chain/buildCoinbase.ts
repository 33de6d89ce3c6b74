import { sha256 } from '@noble/hashes/sha2.js'
import { bytesToHex, concatBytes, utf8ToBytes } from '@noble/hashes/utils.js'
import { RawTx } from '@scure/btc-signer'
import { internalBytes } from '../bytes.js'
import type { ParsedTransaction } from '../types.js'
import { parseRawTransaction } from '../validation/parseRawTransaction.js'
import { merkleRoot } from './blockHeader.js'

export type BuildCoinbaseParameters = {
  height: number
  /** What the block pays out: the subsidy plus the fees, or less. */
  payouts: readonly { script: Uint8Array; value: bigint }[]
  /** wtxids of the block's other transactions, when any has a witness (BIP-141 commitment). */
  witnessTxids?: readonly string[] | undefined
}

const reservedValue = new Uint8Array(32)
const tag = utf8ToBytes('/kit-devnet/')

/**
 * A block's coinbase: the height pushed first (BIP-34) and, for a block with witness data, the
 * witness commitment output and the reserved witness value (BIP-141).
 */
export function buildCoinbase({
  height,
  payouts,
  witnessTxids,
}: BuildCoinbaseParameters): ParsedTransaction {
  const outputs = payouts.map(({ script, value }) => ({ script, amount: value }))
  const withWitness = witnessTxids !== undefined
  if (withWitness) {
    // The coinbase's own wtxid counts as all zeros.
    const root = internalBytes(merkleRoot(['0'.repeat(64), ...witnessTxids]))
    const commitment = sha256(sha256(concatBytes(root, reservedValue)))
    const script = concatBytes(Uint8Array.of(0x6a, 0x24, 0xaa, 0x21, 0xa9, 0xed), commitment)
    outputs.push({ script, amount: 0n })
  }
  const raw = RawTx.encode({
    version: 2,
    segwitFlag: withWitness,
    inputs: [
      {
        txid: new Uint8Array(32),
        index: 0xffff_ffff,
        finalScriptSig: concatBytes(pushHeight(height), Uint8Array.of(tag.length), tag),
        sequence: 0xffff_ffff,
      },
    ],
    outputs,
    witnesses: withWitness ? [[reservedValue]] : undefined,
    lockTime: 0,
  })
  return parseRawTransaction(bytesToHex(raw))
}

/** `CScript() << height`: OP_1…OP_16 for small heights, else a minimal little-endian number. */
function pushHeight(height: number): Uint8Array {
  if (height >= 1 && height <= 16) return Uint8Array.of(0x50 + height)
  const bytes: number[] = []
  let rest = height
  while (rest > 0) {
    bytes.push(rest & 0xff)
    rest = Math.floor(rest / 256)
  }
  if ((bytes.at(-1) ?? 0) & 0x80) bytes.push(0)
  return Uint8Array.of(bytes.length, ...bytes)
}
