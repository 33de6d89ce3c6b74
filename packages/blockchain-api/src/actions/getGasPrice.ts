import type { ApiClient } from '../createApiClient.js'
import { gasPriceResponse } from '../schemas/convert.js'
import type { GasPriceResponse } from '../types/convert.js'
import { type RequestOptions, requestJson } from '../utils/request.js'
import { parse } from '../utils/schema.js'

/** `chainId` is the CAIP-2 id of the chain. */
export type GetGasPriceParameters = { chainId: string }
export type GetGasPriceReturnType = GasPriceResponse

/** `GET /v1/convert/gas-price`: standard, fast and instant gas prices in wei. */
export async function getGasPrice(
  client: ApiClient,
  { chainId }: GetGasPriceParameters,
  { signal }: RequestOptions = {},
): Promise<GetGasPriceReturnType> {
  const body = await requestJson(client, {
    path: ['v1', 'convert', 'gas-price'],
    query: { chainId },
    signal,
  })
  return parse(body, gasPriceResponse)
}
