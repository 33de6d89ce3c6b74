import type { Transaction } from '@kit/core'
import { describe, expect, it } from 'vitest'
import { historyRow } from '../test/accountFixtures.js'
import { findLookalikeCounterparties } from './findLookalikeCounterparties.js'

const real = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const lookalike = '0x7099aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa79c8'
const unrelated = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const me = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

function sent(to: string, day: number): Transaction {
  return historyRow({ sentTo: to, minedAt: new Date(2026, 0, day).toISOString() })
}

function received(from: string, day: number): Transaction {
  return historyRow(
    {
      operationType: 'receive',
      sentFrom: from,
      sentTo: me,
      minedAt: new Date(2026, 0, day).toISOString(),
    },
    [
      {
        direction: 'in',
        quantity: { numeric: '0' },
        fungible_info: { name: 'Ether', symbol: 'ETH' },
      },
    ],
  )
}

describe('findLookalikeCounterparties', () => {
  it('S23: a transfer from a 4+4 lookalike of an address the account sent to is marked with the real one', () => {
    const first = sent(real, 1)
    const poison = received(lookalike, 2)
    const found = findLookalikeCounterparties([poison, first])
    expect([...found]).toEqual([[poison.id, real]])
  })

  it('S23: sending to the lookalike is marked too, and sending to the real one again is not', () => {
    const rows = [sent(real, 1), received(lookalike, 2), sent(lookalike, 3), sent(real, 4)]
    const found = findLookalikeCounterparties(rows.reverse())
    expect([...found.keys()]).toEqual([rows[2]!.id, rows[1]!.id])
  })

  it('S23: the same address in another case, an unrelated address and a lookalike of no earlier counterparty are not marked', () => {
    const rows = [
      received(lookalike, 1),
      sent(real, 2),
      sent(real.toLowerCase(), 3),
      sent(unrelated, 4),
    ]
    expect(findLookalikeCounterparties(rows).size).toBe(0)
  })

  it('S23: only a counterparty the account sent to counts as known', () => {
    expect(findLookalikeCounterparties([received(real, 1), received(lookalike, 2)]).size).toBe(0)
  })

  it('S23: skips rows without a readable EVM counterparty', () => {
    const rows = [sent(real, 1), sent('', 2), sent('0x7099…79c8', 3), sent('not an address', 4)]
    expect(findLookalikeCounterparties(rows).size).toBe(0)
  })
})
