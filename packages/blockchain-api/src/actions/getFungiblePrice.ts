import { fungiblePriceResponse } from '../schemas/convert.js'
import type { FungiblePriceResponse } from '../types/convert.js'
import { jsonEndpoint } from '../utils/jsonEndpoint.js'

export type GetFungiblePriceParameters = {
  /** CAIP-10 addresses of the tokens. */
  addresses: readonly string[]
  currency?: string | undefined
}
export type GetFungiblePriceReturnType = FungiblePriceResponse

/** `POST /v1/fungible/price`: token prices; a read, so it is retried like a GET. */
export const getFungiblePrice = jsonEndpoint(
  fungiblePriceResponse,
  ({ addresses, currency = 'usd' }: GetFungiblePriceParameters, client) => ({
    path: ['v1', 'fungible', 'price'],
    method: 'POST',
    idempotent: true,
    body: { currency, addresses, projectId: client.projectId },
  }),
)
