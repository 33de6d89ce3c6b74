import { createPublicKey, verify } from 'node:crypto'
import type { VersionedTransaction } from '@solana/web3.js'

// DER prefix of an ed25519 SubjectPublicKeyInfo (RFC 8410), followed by the 32-byte key.
const spkiPrefix = Buffer.from('302a300506032b6570032100', 'hex')

/** Whether every required signature of `transaction` is present and valid. */
export function verifySignatures(transaction: VersionedTransaction): boolean {
  const message = transaction.message
  const bytes = message.serialize()
  const signers = message.staticAccountKeys.slice(0, message.header.numRequiredSignatures)
  if (transaction.signatures.length !== signers.length) return false
  return signers.every((signer, index) => {
    const signature = transaction.signatures[index]
    if (!signature || signature.every((byte) => byte === 0)) return false
    const key = createPublicKey({
      key: Buffer.concat([spkiPrefix, signer.toBuffer()]),
      format: 'der',
      type: 'spki',
    })
    return verify(null, bytes, key, signature)
  })
}
