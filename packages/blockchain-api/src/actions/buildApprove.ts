import type { ApiClient } from '../createApiClient.js'
import { buildTransactionResponse } from '../schemas/convert.js'
import type { BuildTransactionResponse } from '../types/convert.js'
import { type RequestOptions, requestJson } from '../utils/request.js'
import { parse } from '../utils/schema.js'

export type BuildApproveParameters = {
  userAddress: string
  /** CAIP-10 addresses of the tokens. */
  from: string
  to: string
}
export type BuildApproveReturnType = BuildTransactionResponse

/** `GET /v1/convert/build-approve`: the approval transaction a swap of `from` needs first. */
export async function buildApprove(
  client: ApiClient,
  { userAddress, from, to }: BuildApproveParameters,
  { signal }: RequestOptions = {},
): Promise<BuildApproveReturnType> {
  const body = await requestJson(client, {
    path: ['v1', 'convert', 'build-approve'],
    query: { userAddress, from, to },
    signal,
  })
  return parse(body, buildTransactionResponse)
}
