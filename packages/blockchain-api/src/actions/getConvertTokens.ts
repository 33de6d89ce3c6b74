import type { ApiClient } from '../createApiClient.js'
import { convertTokensResponse } from '../schemas/convert.js'
import type { ConvertTokensResponse } from '../types/convert.js'
import { type RequestOptions, requestJson } from '../utils/request.js'
import { parse } from '../utils/schema.js'

/** `chainId` is the CAIP-2 id of the chain. */
export type GetConvertTokensParameters = { chainId: string }
export type GetConvertTokensReturnType = ConvertTokensResponse

/** `GET /v1/convert/tokens`: the tokens that can be swapped on a chain. */
export async function getConvertTokens(
  client: ApiClient,
  { chainId }: GetConvertTokensParameters,
  { signal }: RequestOptions = {},
): Promise<GetConvertTokensReturnType> {
  const body = await requestJson(client, {
    path: ['v1', 'convert', 'tokens'],
    query: { chainId },
    signal,
  })
  return parse(body, convertTokensResponse)
}
