import type { ApiClient } from '../createApiClient.js'
import { historyResponse } from '../schemas/account.js'
import type { HistoryResponse } from '../types/account.js'
import { type RequestOptions, requestJson } from '../utils/request.js'
import { parse } from '../utils/schema.js'

export type GetTransactionHistoryParameters = {
  account: string
  /** The previous page's `next`. */
  cursor?: string | undefined
  /** `coinbase` lists onramp purchases; those are always fetched fresh. */
  onramp?: 'coinbase' | undefined
  /** CAIP-2 id; all chains when absent. */
  chainId?: string | undefined
}
export type GetTransactionHistoryReturnType = HistoryResponse

/** `GET /v1/account/{account}/history`: one page, newest first, at most 500 rows. */
export async function getTransactionHistory(
  client: ApiClient,
  { account, cursor, onramp, chainId }: GetTransactionHistoryParameters,
  { signal }: RequestOptions = {},
): Promise<GetTransactionHistoryReturnType> {
  const body = await requestJson(client, {
    path: ['v1', 'account', account, 'history'],
    query: { cursor, onramp, chainId },
    cache: onramp === 'coinbase' ? 'no-cache' : undefined,
    signal,
  })
  return parse(body, historyResponse)
}
