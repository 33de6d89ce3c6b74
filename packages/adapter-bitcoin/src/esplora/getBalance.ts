import type { EsploraClient } from './createEsploraClient.js'
import { esploraRequest, parseJson } from './esploraRequest.js'
import { type BitcoinBalance, parseAddressBalance } from './parsers/parseAddressBalance.js'

export type GetBalanceParameters = { address: string; signal?: AbortSignal | undefined }

/**
 * The address's confirmed balance and pending change in sats (`GET /address/:address`).
 * @example
 * const { confirmed, unconfirmed } = await getBalance(client, { address })
 */
export async function getBalance(
  client: EsploraClient,
  { address, signal }: GetBalanceParameters,
): Promise<BitcoinBalance> {
  const text = await esploraRequest(client, { path: ['address', address], signal })
  return parseAddressBalance(parseJson(text))
}
