import { historyResponse } from '../schemas/account.js'
import type { HistoryResponse } from '../types/account.js'
import { jsonEndpoint } from '../utils/jsonEndpoint.js'

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
export const getTransactionHistory = jsonEndpoint(
  historyResponse,
  ({ account, cursor, onramp, chainId }: GetTransactionHistoryParameters) => ({
    path: ['v1', 'account', account, 'history'],
    query: { cursor, onramp, chainId },
    cache: onramp === 'coinbase' ? 'no-cache' : undefined,
  }),
)
