import type { Transaction } from '@kit/core'
import { getCounterparty } from './getCounterparty.js'

const evmAddress = /^0x[0-9a-f]{40}$/

/** When it was mined, in ms; an unreadable date counts as the oldest. */
function minedTime(transaction: Transaction): number {
  const time = Date.parse(transaction.metadata.minedAt)
  return Number.isFinite(time) ? time : 0
}

/** The first 4 + last 4 hex digits, lowercase: what a glance at a shortened address sees. */
function glanceKey(address: string): string {
  return `${address.slice(2, 6)}…${address.slice(-4)}`
}

/**
 * Address poisoning (S23): for each transaction whose counterparty has the same first 4 and last 4
 * hex digits (after `0x`) as a counterparty the account sent to earlier, but is a different
 * address, the address it imitates, spelled as the history first showed it. Transactions are taken oldest first (by `minedAt`); a
 * lookalike never becomes a known counterparty itself, so sending to the real one again is not
 * flagged. Case is ignored; anything that is not a 20-byte hex address is skipped.
 */
export function findLookalikeCounterparties(
  transactions: readonly Transaction[],
): Map<string, string> {
  const ordered = transactions
    .map((transaction, index) => ({ transaction, index, time: minedTime(transaction) }))
    .sort((a, b) => a.time - b.time || b.index - a.index)
  // glance key → lowercase address → the address as the history first spelled it
  const known = new Map<string, Map<string, string>>()
  const lookalikes = new Map<string, string>()
  for (const { transaction } of ordered) {
    const { address, incoming } = getCounterparty(transaction)
    if (typeof address !== 'string') continue
    const lower = address.toLowerCase()
    if (!evmAddress.test(lower)) continue
    const key = glanceKey(lower)
    const same = known.get(key) ?? new Map<string, string>()
    const imitated = same.has(lower) ? undefined : same.values().next().value
    if (imitated !== undefined) {
      lookalikes.set(transaction.id, imitated)
      continue
    }
    if (incoming || same.has(lower)) continue
    known.set(key, same.set(lower, address))
  }
  return lookalikes
}
