import type { BitcoinUtxo } from '../types/utxo.js'
import type { EsploraClient } from './createEsploraClient.js'
import { esploraRequest, parseJson } from './esploraRequest.js'
import { parseUtxos } from './parsers/parseUtxos.js'

export type GetUtxosParameters = { address: string; signal?: AbortSignal | undefined }

/**
 * The address's unspent outputs, confirmed and not (`GET /address/:address/utxo`).
 * @example
 * const utxos = await getUtxos(client, { address })
 */
export async function getUtxos(
  client: EsploraClient,
  { address, signal }: GetUtxosParameters,
): Promise<BitcoinUtxo[]> {
  const text = await esploraRequest(client, { path: ['address', address, 'utxo'], signal })
  return parseUtxos(parseJson(text))
}
