import type { EsploraClient } from './createEsploraClient.js'
import { esploraRequest, parseJson } from './esploraRequest.js'
import { type BitcoinFeeEstimate, parseFeeEstimates } from './parsers/parseFeeEstimates.js'

export type GetFeeEstimatesParameters = { signal?: AbortSignal | undefined }

/**
 * Fee rates in sat/vB by confirmation target in blocks, fastest first (`GET /fee-estimates`).
 * @example
 * const [fastest] = await getFeeEstimates(client)
 */
export async function getFeeEstimates(
  client: EsploraClient,
  { signal }: GetFeeEstimatesParameters = {},
): Promise<BitcoinFeeEstimate[]> {
  const text = await esploraRequest(client, { path: ['fee-estimates'], signal })
  return parseFeeEstimates(parseJson(text))
}
