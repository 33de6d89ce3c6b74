import { describe, expect, test } from 'vitest'
import { formatMoney } from './formatMoney.js'

describe('formatMoney', () => {
  test("formats satoshis as Bitcoin Core's FormatMoney", () => {
    expect(formatMoney(100_000_000n)).toBe('1.00')
    expect(formatMoney(100_000_001n)).toBe('1.00000001')
    expect(formatMoney(1_500_000n)).toBe('0.015')
    expect(formatMoney(0n)).toBe('0.00')
  })
})
