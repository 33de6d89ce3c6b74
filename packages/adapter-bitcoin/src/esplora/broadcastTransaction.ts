import { hex } from '@scure/base'
import { EsploraSchemaError, InvalidRawTransactionError } from '../errors/esplora.js'
import { getTransactionId } from '../utils/getTransactionId.js'
import type { EsploraClient } from './createEsploraClient.js'
import { esploraRequest } from './esploraRequest.js'
import { parseTxid } from './parsers/parseTxid.js'

export type BroadcastTransactionParameters = {
  /** The signed transaction, serialized, in hex. */
  transaction: string
  signal?: AbortSignal | undefined
}

// A standard transaction is at most 400,000 weight units, so at most 400,000 bytes.
const maxTransactionBytes = 400_000

/**
 * Sends a signed transaction to the network (`POST /tx`) once, never retried, and returns its
 * id after checking it is the id of the transaction sent.
 * @example
 * const txid = await broadcastTransaction(client, { transaction: signed.hex })
 */
export async function broadcastTransaction(
  client: EsploraClient,
  { transaction, signal }: BroadcastTransactionParameters,
): Promise<string> {
  if (
    typeof transaction !== 'string' ||
    transaction.length === 0 ||
    transaction.length > maxTransactionBytes * 2 ||
    !/^(?:[0-9a-fA-F]{2})+$/.test(transaction)
  )
    throw new InvalidRawTransactionError('Not an even number of hex digits within the size limit')
  let expected: string
  try {
    expected = getTransactionId(hex.decode(transaction.toLowerCase()))
  } catch {
    throw new InvalidRawTransactionError('Not a serialized transaction')
  }
  const text = await esploraRequest(client, {
    path: ['tx'],
    method: 'POST',
    body: transaction.toLowerCase(),
    signal,
  })
  const txid = parseTxid(text)
  if (txid !== expected) throw new EsploraSchemaError('The answer is the id of another transaction')
  return txid
}
