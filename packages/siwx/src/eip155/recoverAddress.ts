import { secp256k1 } from '@noble/curves/secp256k1.js'
import { keccak_256 } from '@noble/hashes/sha3.js'
import { bytesToHex } from '@noble/hashes/utils.js'

/**
 * The lower-case address whose key made a 65-byte `r ‖ s ‖ v` signature of `hash` (v 27/28 or
 * 0/1), or undefined when none can be recovered.
 */
export function recoverAddress(hash: Uint8Array, signature: Uint8Array): string | undefined {
  if (signature.length !== 65) return undefined
  const v = signature[64] as number
  const recovery = v >= 27 ? v - 27 : v
  if (recovery !== 0 && recovery !== 1) return undefined
  try {
    const publicKey = secp256k1.Signature.fromBytes(signature.subarray(0, 64), 'compact')
      .addRecoveryBit(recovery)
      .recoverPublicKey(hash)
      .toBytes(false)
    return `0x${bytesToHex(keccak_256(publicKey.subarray(1)).subarray(12))}`
  } catch {
    return undefined
  }
}
