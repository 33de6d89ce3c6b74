import { fc, propertyTest } from '@kit/fuzz'
import { describe, expect, test } from 'vitest'
import { InvalidBitcoinAmountError } from '../errors/amount.js'
import { MAX_SATS } from './constants.js'
import { formatBitcoinAmount } from './formatBitcoinAmount.js'
import { parseBitcoinAmount } from './parseBitcoinAmount.js'

function reasonFor(amount: unknown) {
  try {
    parseBitcoinAmount({ amount })
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidBitcoinAmountError)
    return (error as InvalidBitcoinAmountError).reason
  }
  throw new Error(`${String(amount)} was accepted`)
}

describe('parseBitcoinAmount', () => {
  test.each([
    ['1', 100_000_000n],
    ['0', 0n],
    ['0.5', 50_000_000n],
    ['.5', 50_000_000n],
    ['0.50', 50_000_000n],
    ['5.', 500_000_000n],
    ['007', 700_000_000n],
    ['0.00000001', 1n],
    ['0.1', 10_000_000n],
    ['0.3', 30_000_000n],
    ['1.23456789', 123_456_789n],
    ['21000000', 2_100_000_000_000_000n],
    ['21000000.00000000', 2_100_000_000_000_000n],
  ])('%s BTC is %d sats', (amount, sats) => {
    expect(parseBitcoinAmount({ amount })).toBe(sats)
  })

  test.each([
    ['', 'empty'],
    ['.', 'format'],
    ['-1', 'negative'],
    ['-0.5', 'negative'],
    ['+1', 'format'],
    ['1,5', 'format'],
    ['1e-7', 'format'],
    ['1E8', 'format'],
    ['0x10', 'format'],
    ['NaN', 'format'],
    ['Infinity', 'format'],
    ['1.2.3', 'format'],
    ['1_000', 'format'],
    [' 1', 'format'],
    ['1 ', 'format'],
    ['\u0663', 'format'],
    ['\uff11', 'format'],
    ['0.000000001', 'tooManyDecimals'],
    ['1.123456789', 'tooManyDecimals'],
    ['21000000.00000001', 'aboveMaxSupply'],
    ['99999999999', 'aboveMaxSupply'],
    ['1'.repeat(33), 'tooLong'],
    [0.5, 'notString'],
    [1n, 'notString'],
    [null, 'notString'],
  ] as const)('case %# is refused: %s', (amount, reason) => {
    expect(reasonFor(amount)).toBe(reason)
  })
})

describe('formatBitcoinAmount', () => {
  test.each([
    [0n, '0'],
    [1n, '0.00000001'],
    [150_000n, '0.0015'],
    [100_000_000n, '1'],
    [123_456_789n, '1.23456789'],
    [-150_000n, '-0.0015'],
    [2_100_000_000_000_000n, '21000000'],
  ])('%d sats is %s BTC', (sats, text) => {
    expect(formatBitcoinAmount({ sats })).toBe(text)
  })

  test('minimumDecimals keeps trailing zeros', () => {
    expect(formatBitcoinAmount({ sats: 100_000_000n, minimumDecimals: 2 })).toBe('1.00')
    expect(formatBitcoinAmount({ sats: 150_000n, minimumDecimals: 8 })).toBe('0.00150000')
    expect(formatBitcoinAmount({ sats: 1n, minimumDecimals: 2 })).toBe('0.00000001')
    expect(formatBitcoinAmount({ sats: 5n, minimumDecimals: 99 })).toBe('0.00000005')
  })

  test('amounts above 2^53 sats stay exact', () => {
    expect(formatBitcoinAmount({ sats: 2n ** 64n + 1n })).toBe('184467440737.09551617')
  })
})

const sats = fc.bigInt({ min: 0n, max: MAX_SATS })

propertyTest(
  'format then parse round-trips',
  [sats, fc.integer({ min: 0, max: 8 })],
  (value, minimumDecimals) => {
    expect(
      parseBitcoinAmount({ amount: formatBitcoinAmount({ sats: value, minimumDecimals }) }),
    ).toBe(value)
  },
)

propertyTest(
  'parse agrees with integer arithmetic on whole and fraction',
  [fc.bigInt({ min: 0n, max: 21_000_000n }), fc.stringMatching(/^\d{0,8}$/)],
  (whole, fraction) => {
    const expected = whole * 100_000_000n + BigInt(fraction.padEnd(8, '0'))
    const amount = `${whole}.${fraction}`
    if (expected > MAX_SATS) expect(reasonFor(amount)).toBe('aboveMaxSupply')
    else expect(parseBitcoinAmount({ amount })).toBe(expected)
  },
)

propertyTest(
  'any string is parsed or refused with the typed error',
  [
    fc.oneof(
      fc.string({ unit: 'binary', maxLength: 40 }),
      fc.stringMatching(/^[-+.,eE0-9 ]{0,20}$/),
    ),
  ],
  (amount) => {
    try {
      const value = parseBitcoinAmount({ amount })
      expect(value >= 0n && value <= MAX_SATS).toBe(true)
      expect(amount).toMatch(/^\d*\.?\d*$/)
    } catch (error) {
      expect(error).toBeInstanceOf(InvalidBitcoinAmountError)
    }
  },
)
