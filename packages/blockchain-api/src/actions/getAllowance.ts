import type { ApiClient } from '../createApiClient.js'
import { allowanceResponse } from '../schemas/convert.js'
import type { AllowanceResponse } from '../types/convert.js'
import { type RequestOptions, requestJson } from '../utils/request.js'
import { parse } from '../utils/schema.js'

export type GetAllowanceParameters = { tokenAddress: string; userAddress: string }
export type GetAllowanceReturnType = AllowanceResponse

/** `GET /v1/convert/allowance`: how much of a token the swap router may spend. */
export async function getAllowance(
  client: ApiClient,
  { tokenAddress, userAddress }: GetAllowanceParameters,
  { signal }: RequestOptions = {},
): Promise<GetAllowanceReturnType> {
  const body = await requestJson(client, {
    path: ['v1', 'convert', 'allowance'],
    query: { tokenAddress, userAddress },
    signal,
  })
  return parse(body, allowanceResponse)
}
