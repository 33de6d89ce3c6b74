import { ed25519 } from '@noble/curves/ed25519.js'
import { InvalidProviderParamsError } from '../../errors/provider.js'
import type { ParsedSolanaTransaction } from './parseSolanaTransaction.js'

/**
 * A copy of the wire transaction with this key's signature (ed25519 over the message part) in
 * its signer slot; a transaction this key does not sign is refused (-32602).
 */
export function signSolanaTransaction({
  bytes,
  transaction,
  address,
  secretKey,
}: {
  bytes: Uint8Array
  transaction: ParsedSolanaTransaction
  address: string
  secretKey: Uint8Array
}): Uint8Array {
  const slot = transaction.accountKeys.slice(0, transaction.numRequiredSignatures).indexOf(address)
  if (slot === -1)
    throw new InvalidProviderParamsError(`The transaction does not ask ${address} for a signature.`)
  const signed = new Uint8Array(bytes)
  const signature = ed25519.sign(signed.subarray(transaction.messageOffset), secretKey)
  signed.set(signature, transaction.signaturesOffset + slot * 64)
  return signed
}

/** Which signature slot `address` fills; a transaction it does not sign is refused (-32602). */
export function signerSlot(transaction: ParsedSolanaTransaction, address: string): number {
  const slot = transaction.accountKeys.slice(0, transaction.numRequiredSignatures).indexOf(address)
  if (slot === -1)
    throw new InvalidProviderParamsError(`The transaction does not ask ${address} for a signature.`)
  return slot
}
