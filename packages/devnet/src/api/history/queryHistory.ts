import type { HistoryResponse } from '@kit/blockchain-api'
import type { ServedChain } from '../ServedChain.js'
import {
  compareKeysDescending,
  decodeCursor,
  encodeCursor,
  type HistoryKey,
  historyKey,
} from './historyCursor.js'
import { toApiTransaction } from './toApiTransaction.js'

export type QueryHistoryParameters = {
  address: string
  chains: readonly ServedChain[]
  cursor: string | undefined
  baseUrl: string
  /** 10 by default. */
  pageSize?: number | undefined
}

/**
 * One page of an account's history over `chains`, newest first. The cursor is the position of
 * the last entry shown, so new transactions never shift the pages that follow.
 */
export async function queryHistory({
  address,
  chains,
  cursor,
  baseUrl,
  pageSize = 10,
}: QueryHistoryParameters): Promise<HistoryResponse> {
  const after: HistoryKey | undefined = cursor === undefined ? undefined : decodeCursor(cursor)
  await Promise.all(chains.map((chain) => chain.indexer.sync()))
  const account = address.toLowerCase()
  const entries = chains
    .flatMap((chain) => chain.indexer.transactionsOf(account).map((tx) => ({ tx, chain })))
    .map((entry) => ({ ...entry, key: historyKey(entry.tx) }))
    .filter((entry) => !after || compareKeysDescending(after, entry.key) < 0)
    .sort((a, b) => compareKeysDescending(a.key, b.key))
  const page = entries.slice(0, pageSize)
  const last = page.at(-1)
  return {
    data: await Promise.all(
      page.map(({ tx, chain }) => toApiTransaction({ tx, account, chain, baseUrl })),
    ),
    next: entries.length > pageSize && last ? encodeCursor(last.key) : null,
  }
}
