import { gasPriceResponse } from '../schemas/convert.js'
import type { GasPriceResponse } from '../types/convert.js'
import { jsonEndpoint } from '../utils/jsonEndpoint.js'

/** `chainId` is the CAIP-2 id of the chain. */
export type GetGasPriceParameters = { chainId: string }
export type GetGasPriceReturnType = GasPriceResponse

/** `GET /v1/convert/gas-price`: standard, fast and instant gas prices in wei. */
export const getGasPrice = jsonEndpoint(gasPriceResponse, ({ chainId }: GetGasPriceParameters) => ({
  path: ['v1', 'convert', 'gas-price'],
  query: { chainId },
}))
