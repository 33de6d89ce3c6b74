import { EsploraSchemaError } from '../../errors/esplora.js'

/** Reads Esplora's `POST /tx` answer: the transaction id as plain text. */
export function parseTxid(text: string): string {
  const txid = text.replace(/^[\t\n\r ]+|[\t\n\r ]+$/g, '')
  if (!/^[0-9a-f]{64}$/.test(txid))
    throw new EsploraSchemaError('The answer is not a transaction id')
  return txid
}
