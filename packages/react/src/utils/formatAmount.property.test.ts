import { fc, propertyTest } from '@kit/fuzz'
import { expect } from 'vitest'
import { formatAmount } from './formatAmount.js'

const shown = /^(?:0|<0\.0001|>999T|\d{1,3}(?:,\d{3})?(?:\.\d{1,4})?|\d{1,3}(?:\.\d{1,2})?[MBT])$/

propertyTest(
  'formatAmount: any string reads as a short amount, never an exponent',
  [fc.string()],
  (input) => {
    const text = formatAmount(input)
    expect(text).toMatch(shown)
  },
)

propertyTest(
  'B06: any uint256 (with any fraction) reads in at most 10 characters',
  [fc.bigInt({ min: 0n, max: 2n ** 256n - 1n }), fc.stringMatching(/^\d{0,40}$/)],
  (whole, fraction) => {
    const text = formatAmount(fraction ? `${whole}.${fraction}` : `${whole}`)
    expect(text).toMatch(shown)
    expect(text.length).toBeLessThanOrEqual(10)
  },
)

propertyTest(
  'formatAmount agrees with bigint arithmetic on the whole part below a million',
  [fc.bigInt({ min: 0n, max: 999_999n }), fc.stringMatching(/^\d{1,18}$/)],
  (whole, fraction) => {
    const text = formatAmount(`${whole}.${fraction}`)
    if (text.startsWith('<')) return whole === 0n
    expect(BigInt((text.split('.')[0] ?? '').replaceAll(',', ''))).toBe(whole)
  },
)

propertyTest(
  'formatAmount from a million up: the leading digits, never rounded up',
  [fc.bigInt({ min: 1_000_000n, max: 999_999_999_999_999n })],
  (whole) => {
    const text = formatAmount(whole.toString())
    const scale = { M: 1e6, B: 1e9, T: 1e12 }[text.slice(-1) as 'M' | 'B' | 'T']
    const [int = '', dec = ''] = text.slice(0, -1).split('.')
    const shownValue = (BigInt(int + dec.padEnd(2, '0')) * BigInt(scale)) / 100n
    expect(shownValue <= whole).toBe(true)
    expect(whole - shownValue < BigInt(scale) / 100n).toBe(true)
  },
)
