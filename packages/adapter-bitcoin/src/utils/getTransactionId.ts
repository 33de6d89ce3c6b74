import { sha256 } from '@noble/hashes/sha2.js'
import { bytesToHex } from '@noble/hashes/utils.js'
import { RawTx } from '@scure/btc-signer/script.js'

/** The id of a serialized transaction: the reversed double SHA-256 of it without witnesses. */
export function getTransactionId(raw: Uint8Array): string {
  const { witnesses: _, ...transaction } = RawTx.decode(raw)
  const stripped = RawTx.encode({ ...transaction, segwitFlag: false, witnesses: undefined })
  return bytesToHex(sha256(sha256(stripped)).reverse())
}
