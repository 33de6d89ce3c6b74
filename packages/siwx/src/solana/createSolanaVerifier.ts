import { ed25519 } from '@noble/curves/ed25519.js'
import { utf8ToBytes } from '@noble/hashes/utils.js'
import { base58 } from '@scure/base'
import type { SiwxVerifier } from '../verify/types.js'

/**
 * The Solana verifier: an ed25519 signature (base58, 64 bytes, as Kit's Solana adapter returns
 * it) of the message's UTF-8 bytes by the base58 public key that is the account's address.
 * @example
 * await verifySiwx({ ..., verifier: createSolanaVerifier() })
 */
export function createSolanaVerifier(): SiwxVerifier {
  return {
    namespace: 'solana',
    async verify({ message, fields, signature }) {
      let signatureBytes: Uint8Array
      let publicKey: Uint8Array
      try {
        signatureBytes = base58.decode(signature)
        publicKey = base58.decode(fields.address)
      } catch {
        return false
      }
      if (signatureBytes.length !== 64 || publicKey.length !== 32) return false
      try {
        return ed25519.verify(signatureBytes, utf8ToBytes(message), publicKey)
      } catch {
        return false
      }
    },
  }
}
