import { describe, expect, it } from 'vitest'
import { formatFeeAmount } from './formatFeeAmount.js'

describe('formatFeeAmount', () => {
  it('keeps 2 significant digits of a fee below 0.0001', () => {
    expect(formatFeeAmount('0.000021')).toBe('0.000021')
    expect(formatFeeAmount('0.0000219999')).toBe('0.000021')
    expect(formatFeeAmount('0.00000000000000001')).toBe('0.00000000000000001')
  })

  it('formats larger fees as every amount, and 0 as 0', () => {
    expect(formatFeeAmount('0.00125')).toBe('0.0012')
    expect(formatFeeAmount('0')).toBe('0')
    expect(formatFeeAmount('garbage')).toBe('0')
  })

  it('follows the language', () => {
    expect(formatFeeAmount('0.000021', 'de')).toBe('0,000021')
  })
})
