import { convertTokensResponse } from '../schemas/convert.js'
import type { ConvertTokensResponse } from '../types/convert.js'
import { jsonEndpoint } from '../utils/jsonEndpoint.js'

/** `chainId` is the CAIP-2 id of the chain. */
export type GetConvertTokensParameters = { chainId: string }
export type GetConvertTokensReturnType = ConvertTokensResponse

/** `GET /v1/convert/tokens`: the tokens that can be swapped on a chain. */
export const getConvertTokens = jsonEndpoint(
  convertTokensResponse,
  ({ chainId }: GetConvertTokensParameters) => ({
    path: ['v1', 'convert', 'tokens'],
    query: { chainId },
  }),
)
