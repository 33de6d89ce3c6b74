import { ApiRequestError } from '../../errors/api.js'
import type { IndexedTransaction } from './IndexedTransaction.js'

/** Where a transaction sits in the newest-first order: time, chain, block, position. */
export type HistoryKey = readonly [timestamp: number, chainId: number, block: number, index: number]

/** The sort key of an indexed transaction. */
export function historyKey(tx: IndexedTransaction): HistoryKey {
  return [tx.timestamp, tx.chainId, tx.blockNumber, tx.index]
}

/** Orders keys newest first. */
export function compareKeysDescending(a: HistoryKey, b: HistoryKey): number {
  for (let i = 0; i < 4; i += 1) {
    const difference = (b[i] ?? 0) - (a[i] ?? 0)
    if (difference !== 0) return difference
  }
  return 0
}

/** The opaque `next` cursor: the key of the last entry of a page, base64url-encoded. */
export function encodeCursor(key: HistoryKey): string {
  return Buffer.from(key.join('.')).toString('base64url')
}

/** Reads a cursor made by `encodeCursor`; anything else is a 400. */
export function decodeCursor(cursor: string): HistoryKey {
  const text = /^[A-Za-z0-9_-]{1,80}$/.test(cursor)
    ? Buffer.from(cursor, 'base64url').toString('utf8')
    : ''
  const match = /^(\d{1,15})\.(\d{1,15})\.(\d{1,15})\.(\d{1,9})$/.exec(text)
  if (!match) throw new ApiRequestError({ field: 'cursor', description: 'Invalid cursor' })
  return [Number(match[1]), Number(match[2]), Number(match[3]), Number(match[4])]
}
