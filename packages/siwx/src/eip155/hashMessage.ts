import { keccak_256 } from '@noble/hashes/sha3.js'
import { concatBytes, utf8ToBytes } from '@noble/hashes/utils.js'

/** EIP-191 (version 0x45) hash of a message, as `personal_sign` signs it. */
export function hashMessage(message: string): Uint8Array {
  const bytes = utf8ToBytes(message)
  return keccak_256(
    concatBytes(utf8ToBytes(`\x19Ethereum Signed Message:\n${bytes.length}`), bytes),
  )
}
