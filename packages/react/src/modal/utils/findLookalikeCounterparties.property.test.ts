import type { Transaction } from '@kit/core'
import { fc, propertyTest } from '@kit/fuzz'
import { expect } from 'vitest'
import { findLookalikeCounterparties } from './findLookalikeCounterparties.js'
import { getCounterparty } from './getCounterparty.js'

const hex = fc.stringMatching(/^[0-9a-fA-F]{40}$/).map((digits) => `0x${digits}`)
/** Mostly addresses that share a 4+4 glance, so lookalikes are common. */
const address = fc.oneof(
  fc.stringMatching(/^[0-9a-f]{32}$/).map((middle) => `0x7099${middle}79c8`),
  hex,
  fc.string(),
)

const row = fc.record({
  incoming: fc.boolean(),
  counterparty: address,
  day: fc.integer({ min: 1, max: 28 }),
})

function toTransactions(
  rows: { incoming: boolean; counterparty: string; day: number }[],
): Transaction[] {
  return rows.map(({ incoming, counterparty, day }, index) => ({
    id: `tx-${index}`,
    metadata: {
      operationType: incoming ? 'receive' : 'send',
      hash: `0x${index.toString(16).padStart(64, '0')}`,
      minedAt: new Date(2026, 0, day).toISOString(),
      sentFrom: incoming ? counterparty : '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      sentTo: incoming ? '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' : counterparty,
      status: 'confirmed',
      nonce: index,
      chain: 'eip155:1',
    },
    transfers: [
      {
        direction: incoming ? 'in' : 'out',
        quantity: { numeric: '1' },
        fungible_info: { name: 'Ether', symbol: 'ETH' },
      },
    ],
  }))
}

propertyTest(
  'S23: a marked row differs from what it imitates but shares its first and last 4 hex digits',
  [fc.array(row, { maxLength: 30 })],
  (rows) => {
    const transactions = toTransactions(rows)
    const found = findLookalikeCounterparties(transactions)
    for (const [id, imitated] of found) {
      const transaction = transactions.find((t) => t.id === id)
      const mine = getCounterparty(transaction!).address!.toLowerCase()
      const other = imitated.toLowerCase()
      expect(mine).not.toBe(other)
      expect(mine.slice(0, 6)).toBe(other.slice(0, 6))
      expect(mine.slice(-4)).toBe(other.slice(-4))
      expect(transactions.some((t) => getCounterparty(t).address === imitated)).toBe(true)
    }
  },
)

propertyTest(
  'S23: the result does not depend on the order the rows come in or on letter case',
  [fc.array(row, { maxLength: 30 })],
  (rows) => {
    const transactions = toTransactions(rows.map((r, i) => ({ ...r, day: i + 1 })))
    const shuffled = [...transactions].reverse().map((t) => ({
      ...t,
      metadata: {
        ...t.metadata,
        sentFrom: t.metadata.sentFrom.toUpperCase().replace('0X', '0x'),
        sentTo: t.metadata.sentTo.toUpperCase().replace('0X', '0x'),
      },
    }))
    const marked = (found: Map<string, string>) =>
      [...found].map(([id, imitated]) => `${id}:${imitated.toLowerCase()}`).sort()
    expect(marked(findLookalikeCounterparties(shuffled))).toEqual(
      marked(findLookalikeCounterparties(transactions)),
    )
  },
)
