import { buildTransactionResponse } from '../schemas/convert.js'
import type { BuildTransactionResponse } from '../types/convert.js'
import { jsonEndpoint } from '../utils/jsonEndpoint.js'

export type BuildTransactionParameters = {
  /** Base-unit amount of `from`, as a decimal string. */
  amount: string
  /** CAIP-10 addresses of the tokens. */
  from: string
  to: string
  userAddress: string
  /** Slippage tolerance in percent. */
  slippage: number
  disableEstimate?: boolean | undefined
}
export type BuildTransactionReturnType = BuildTransactionResponse

/** `POST /v1/convert/build-transaction`: the swap transaction to hand to the wallet; never retried. */
export const buildTransaction = jsonEndpoint(
  buildTransactionResponse,
  (
    { amount, from, to, userAddress, slippage, disableEstimate }: BuildTransactionParameters,
    client,
  ) => ({
    path: ['v1', 'convert', 'build-transaction'],
    method: 'POST',
    body: {
      amount,
      eip155: { slippage },
      projectId: client.projectId,
      from,
      to,
      userAddress,
      disableEstimate,
    },
  }),
)
