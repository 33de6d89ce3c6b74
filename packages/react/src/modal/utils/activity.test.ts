import type { Transaction } from '@kit/core'
import { describe, expect, it } from 'vitest'
import { createTranslator } from '../../i18n/createTranslator.js'
import { describeTransaction } from './describeTransaction.js'
import { formatActivityDate } from './formatActivityDate.js'
import { formatMonthHeading } from './formatMonthHeading.js'
import { isDustAmount } from './isDustAmount.js'
import { listActivityGroups } from './listActivityGroups.js'

const english = createTranslator('en')
const describeEnglish = (transaction: Parameters<typeof describeTransaction>[0]) =>
  describeTransaction(transaction, english)

const me = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const other = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

function transaction(
  overrides: Partial<Transaction['metadata']>,
  transfers: Transaction['transfers'],
) {
  return {
    id: 'tx',
    metadata: {
      operationType: 'send',
      hash: `0x${'ab'.repeat(32)}`,
      minedAt: '2025-11-03T10:00:00Z',
      sentFrom: me,
      sentTo: other,
      status: 'confirmed',
      nonce: 1,
      chain: 'eip155:1',
      ...overrides,
    },
    transfers,
  } satisfies Transaction
}

const eth = { name: 'Ether', symbol: 'ETH' }

describe('isDustAmount', () => {
  it.each(['0', '0.0', '0.0000009', '0.000000999999', '', 'abc', '-1', '1e-7'])(
    'flags %j',
    (numeric) => expect(isDustAmount(numeric)).toBe(true),
  )
  it.each(['0.000001', '0.5', '1', '1000000'])('passes %j', (numeric) =>
    expect(isDustAmount(numeric)).toBe(false),
  )
})

describe('describeTransaction', () => {
  it('says what was sent, how much and to whom', () => {
    const summary = describeEnglish(
      transaction({}, [{ direction: 'out', quantity: { numeric: '1.5' }, fungible_info: eth }]),
    )
    expect(summary).toEqual({
      title: 'Sent',
      icon: 'arrowUp',
      amount: '1.5 ETH',
      counterparty: 'to 0x7099…dc79C8',
      flagged: false,
      status: 'confirmed',
    })
  })

  it('names the sender of what was received, and an NFT by its name', () => {
    const summary = describeEnglish(
      transaction({ operationType: 'receive', sentFrom: other, sentTo: me }, [
        {
          direction: 'in',
          quantity: { numeric: '1' },
          nft_info: { name: 'Punk #7', flags: { is_spam: false } },
        },
      ]),
    )
    expect(summary.title).toBe('Received')
    expect(summary.icon).toBe('arrowDown')
    expect(summary.amount).toBe('Punk #7')
    expect(summary.counterparty).toBe('from 0x7099…dc79C8')
    expect(summary.flagged).toBe(false)
  })

  it.each([
    ['a zero-value transfer', { direction: 'in', quantity: { numeric: '0' }, fungible_info: eth }],
    ['dust', { direction: 'in', quantity: { numeric: '0.0000001' }, fungible_info: eth }],
    ['an unknown token', { direction: 'in', quantity: { numeric: '5' } }],
  ] as const)('flags %s', (_, transfer) => {
    expect(describeEnglish(transaction({ operationType: 'receive' }, [transfer])).flagged).toBe(
      true,
    )
  })

  it('titles the other operations and survives a row without transfers', () => {
    const approve = describeEnglish(transaction({ operationType: 'approve' }, []))
    expect(approve).toMatchObject({ title: 'Approved', icon: 'check', amount: '', flagged: false })
    expect(describeEnglish(transaction({ operationType: 'mint' }, [])).title).toBe('Minted')
    expect(describeEnglish(transaction({ operationType: 'trade' }, [])).icon).toBe('swap')
  })

  it('shows a huge amount compactly', () => {
    const summary = describeEnglish(
      transaction({}, [
        { direction: 'out', quantity: { numeric: '1'.padEnd(60, '0') }, fungible_info: eth },
      ]),
    )
    expect(summary.amount).toBe('>999T ETH')
  })
})

describe('activity grouping', () => {
  it('lists month groups newest first, skipping empty and malformed ones', () => {
    const groups = listActivityGroups({
      '2024': { '11': ['d'], '0': ['e'] },
      '2025': { '10': ['a', 'b'], '2': ['c'], '4': [] },
      x: { '1': ['z'] },
      '2023': { '12': ['z'] },
    })
    expect(groups.map(({ year, month, rows }) => [year, month, rows])).toEqual([
      [2025, 10, ['a', 'b']],
      [2025, 2, ['c']],
      [2024, 11, ['d']],
      [2024, 0, ['e']],
    ])
  })

  it('heads the current month "This month", others by month and year', () => {
    const now = new Date(2025, 10, 20)
    expect(formatMonthHeading({ year: 2025, month: 10, now })).toBe('This month')
    expect(formatMonthHeading({ year: 2025, month: 9, now })).toBe('October 2025')
    expect(formatMonthHeading({ year: 2024, month: 10, now })).toBe('November 2024')
  })

  it('dates a row by its day, and leaves an unreadable time blank', () => {
    expect(formatActivityDate(new Date(2025, 10, 3, 12).toISOString())).toBe('Nov 3')
    expect(formatActivityDate('yesterday')).toBe('')
  })
})

describe('dates and headings in the active language', () => {
  it('names the month and day in the language', () => {
    const now = new Date(2025, 10, 15)
    expect(formatMonthHeading({ year: 2025, month: 9, now, locale: 'de' })).toBe('Oktober 2025')
    expect(formatMonthHeading({ year: 2025, month: 9, now, locale: 'ja' })).toBe('2025年10月')
    expect(formatMonthHeading({ year: 2025, month: 10, now, thisMonth: 'Ce mois-ci' })).toBe(
      'Ce mois-ci',
    )
    expect(formatActivityDate(new Date(2025, 10, 3, 12).toISOString(), 'fr')).toBe('3 nov.')
  })
})
