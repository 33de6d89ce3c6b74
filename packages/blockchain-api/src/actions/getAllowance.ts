import { allowanceResponse } from '../schemas/convert.js'
import type { AllowanceResponse } from '../types/convert.js'
import { jsonEndpoint } from '../utils/jsonEndpoint.js'

export type GetAllowanceParameters = { tokenAddress: string; userAddress: string }
export type GetAllowanceReturnType = AllowanceResponse

/** `GET /v1/convert/allowance`: how much of a token the swap router may spend. */
export const getAllowance = jsonEndpoint(
  allowanceResponse,
  ({ tokenAddress, userAddress }: GetAllowanceParameters) => ({
    path: ['v1', 'convert', 'allowance'],
    query: { tokenAddress, userAddress },
  }),
)
