import type { HistoryResponse } from '@kit/blockchain-api'
import { decodeIdCursor, encodeIdCursor } from '../history/idCursor.js'
import type { BitcoinServedChain } from './BitcoinServedChain.js'
import type { EsploraTransaction } from './EsploraTransaction.js'
import { toBitcoinApiTransaction } from './toBitcoinApiTransaction.js'

const txidPattern = /^[0-9a-f]{64}$/
/** Esplora's page of confirmed transactions. */
const chainPageSize = 25
/** Confirmed pages read at most (a dev chain's accounts stay far below). */
const maxChainPages = 40

export type QueryBitcoinHistoryParameters = {
  address: string
  chain: BitcoinServedChain
  cursor: string | undefined
  baseUrl: string
  now: number
  /** 10 by default. */
  pageSize?: number | undefined
}

/**
 * One page of an address's Bitcoin history, newest first: its mempool transactions, then the
 * confirmed ones (Esplora's order). The cursor is the txid of the last entry shown.
 */
export async function queryBitcoinHistory({
  address,
  chain,
  cursor,
  baseUrl,
  now,
  pageSize = 10,
}: QueryBitcoinHistoryParameters): Promise<HistoryResponse> {
  const after = cursor === undefined ? undefined : decodeIdCursor(cursor, txidPattern)
  const all = (await chain.get(`/address/${address}/txs/mempool`)) as EsploraTransaction[]
  for (let page = 0; page < maxChainPages; page += 1) {
    const last = all.at(-1)?.status.confirmed ? all.at(-1)?.txid : undefined
    const path = `/address/${address}/txs/chain${last ? `/${last}` : ''}`
    const confirmed = (await chain.get(path)) as EsploraTransaction[]
    all.push(...confirmed)
    if (confirmed.length < chainPageSize) break
  }
  const start = after === undefined ? 0 : all.findIndex((tx) => tx.txid === after) + 1
  const rest = after !== undefined && start === 0 ? [] : all.slice(start)
  const page = rest.slice(0, pageSize)
  const last = page.at(-1)
  return {
    data: page.map((tx) => toBitcoinApiTransaction({ tx, account: address, chain, baseUrl, now })),
    next: rest.length > pageSize && last ? encodeIdCursor(last.txid) : null,
  }
}
