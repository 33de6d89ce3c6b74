import { VersionedTransaction } from '@solana/web3.js'
import { decodeBase58 } from '../base58.js'
import { invalidParams } from './params.js'

/** The largest transaction a validator accepts (one network packet). */
export const maxTransactionBytes = 1_232

/** A transaction sent as base58 or base64 text, decoded; bad input throws `-32602`. */
export function decodeWireTransaction(
  encoded: string,
  encoding: 'base58' | 'base64',
): VersionedTransaction {
  const limit = encoding === 'base58' ? 1_683 : 1_644
  if (encoded.length > limit)
    throw invalidParams(
      `${encoding} encoded transaction too large: ${encoded.length} bytes (max: encoded/raw ${limit}/${maxTransactionBytes})`,
    )
  let bytes: Uint8Array
  if (encoding === 'base58') {
    try {
      bytes = decodeBase58(encoded)
    } catch {
      throw invalidParams('invalid base58 encoding: the text has characters outside base58')
    }
  } else {
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(encoded) || encoded.length % 4 !== 0)
      throw invalidParams('invalid base64 encoding: the text is not base64')
    bytes = Buffer.from(encoded, 'base64')
  }
  if (bytes.length > maxTransactionBytes)
    throw invalidParams(
      `transaction too large: ${bytes.length} bytes (max: ${maxTransactionBytes} bytes)`,
    )
  try {
    const transaction = VersionedTransaction.deserialize(bytes)
    // A re-encoding that differs means trailing or malformed bytes the decoder skipped.
    if (Buffer.compare(Buffer.from(transaction.serialize()), Buffer.from(bytes)) !== 0)
      throw new Error('unexpected trailing bytes')
    return transaction
  } catch (cause) {
    throw invalidParams(`failed to deserialize transaction: ${(cause as Error).message}`)
  }
}
