import { convertQuotesResponse } from '../schemas/convert.js'
import type { ConvertQuotesResponse } from '../types/convert.js'
import { jsonEndpoint } from '../utils/jsonEndpoint.js'

export type GetConvertQuotesParameters = {
  /** Base-unit amount of `from`, as a decimal string. */
  amount: string
  userAddress: string
  /** CAIP-10 addresses of the tokens. */
  from: string
  to: string
  /** Wei, as a decimal string. */
  gasPrice: string
}
export type GetConvertQuotesReturnType = ConvertQuotesResponse

/** `GET /v1/convert/quotes`: what swapping `amount` of `from` into `to` would give. */
export const getConvertQuotes = jsonEndpoint(
  convertQuotesResponse,
  ({ amount, userAddress, from, to, gasPrice }: GetConvertQuotesParameters) => ({
    path: ['v1', 'convert', 'quotes'],
    query: { amount, userAddress, from, to, gasPrice },
  }),
)
