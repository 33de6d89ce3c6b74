import type { ApiClient } from '../createApiClient.js'
import { supportedChainsResponse } from '../schemas/account.js'
import type { SupportedChainsResponse } from '../types/account.js'
import { type RequestOptions, requestJson } from '../utils/request.js'
import { parse } from '../utils/schema.js'

export type GetSupportedChainsReturnType = SupportedChainsResponse

/** `GET /v1/supported-chains`: the CAIP-2 ids the API serves. */
export async function getSupportedChains(
  client: ApiClient,
  { signal }: RequestOptions = {},
): Promise<GetSupportedChainsReturnType> {
  const body = await requestJson(client, { path: ['v1', 'supported-chains'], signal })
  return parse(body, supportedChainsResponse)
}
