import type { ApiClient } from '../createApiClient.js'
import { fungiblePriceResponse } from '../schemas/convert.js'
import type { FungiblePriceResponse } from '../types/convert.js'
import { type RequestOptions, requestJson } from '../utils/request.js'
import { parse } from '../utils/schema.js'

export type GetFungiblePriceParameters = {
  /** CAIP-10 addresses of the tokens. */
  addresses: readonly string[]
  currency?: string | undefined
}
export type GetFungiblePriceReturnType = FungiblePriceResponse

/** `POST /v1/fungible/price`: token prices; a read, so it is retried like a GET. */
export async function getFungiblePrice(
  client: ApiClient,
  { addresses, currency = 'usd' }: GetFungiblePriceParameters,
  { signal }: RequestOptions = {},
): Promise<GetFungiblePriceReturnType> {
  const body = await requestJson(client, {
    path: ['v1', 'fungible', 'price'],
    method: 'POST',
    idempotent: true,
    body: { currency, addresses, projectId: client.projectId },
    signal,
  })
  return parse(body, fungiblePriceResponse)
}
