import type { ApiClient } from '../createApiClient.js'
import { buildTransactionResponse } from '../schemas/convert.js'
import type { BuildTransactionResponse } from '../types/convert.js'
import { type RequestOptions, requestJson } from '../utils/request.js'
import { parse } from '../utils/schema.js'

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
export async function buildTransaction(
  client: ApiClient,
  { amount, from, to, userAddress, slippage, disableEstimate }: BuildTransactionParameters,
  { signal }: RequestOptions = {},
): Promise<BuildTransactionReturnType> {
  const body = await requestJson(client, {
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
    signal,
  })
  return parse(body, buildTransactionResponse)
}
