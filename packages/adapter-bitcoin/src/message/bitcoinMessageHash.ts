import { sha256 } from '@noble/hashes/sha2.js'
import { concatBytes, utf8ToBytes } from '@noble/hashes/utils.js'
import { compactSize } from './compactSize.js'

const prefix = utf8ToBytes('\x18Bitcoin Signed Message:\n')

/** The double SHA-256 a legacy ("Bitcoin Signed Message") signature signs. */
export function bitcoinMessageHash(message: Uint8Array): Uint8Array {
  return sha256(sha256(concatBytes(prefix, compactSize(message.length), message)))
}
