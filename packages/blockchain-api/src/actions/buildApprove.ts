import { buildTransactionResponse } from '../schemas/convert.js'
import type { BuildTransactionResponse } from '../types/convert.js'
import { jsonEndpoint } from '../utils/jsonEndpoint.js'

export type BuildApproveParameters = {
  userAddress: string
  /** CAIP-10 addresses of the tokens. */
  from: string
  to: string
  /**
   * Base units to approve, as a decimal string: the swap's own amount. Without it the service
   * chooses (SPEC §7 lists no amount), which may be an unlimited approval.
   */
  amount?: string
}
export type BuildApproveReturnType = BuildTransactionResponse

/** `GET /v1/convert/build-approve`: the approval transaction a swap of `from` needs first. */
export const buildApprove = jsonEndpoint(
  buildTransactionResponse,
  ({ userAddress, from, to, amount }: BuildApproveParameters) => ({
    path: ['v1', 'convert', 'build-approve'],
    query: amount === undefined ? { userAddress, from, to } : { userAddress, from, to, amount },
  }),
)
