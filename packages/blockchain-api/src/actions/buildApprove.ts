import { buildTransactionResponse } from '../schemas/convert.js'
import type { BuildTransactionResponse } from '../types/convert.js'
import { jsonEndpoint } from '../utils/jsonEndpoint.js'

export type BuildApproveParameters = {
  userAddress: string
  /** CAIP-10 addresses of the tokens. */
  from: string
  to: string
}
export type BuildApproveReturnType = BuildTransactionResponse

/** `GET /v1/convert/build-approve`: the approval transaction a swap of `from` needs first. */
export const buildApprove = jsonEndpoint(
  buildTransactionResponse,
  ({ userAddress, from, to }: BuildApproveParameters) => ({
    path: ['v1', 'convert', 'build-approve'],
    query: { userAddress, from, to },
  }),
)
