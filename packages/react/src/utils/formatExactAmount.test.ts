import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { formatExactAmount } from './formatExactAmount.js'

describe('formatExactAmount', () => {
  it.each([
    ['0.00000001', '0.00000001'],
    ['1.23456789', '1.23456789'],
    ['1234.500', '1,234.5'],
    ['0001.10', '1.1'],
    ['1000000', '1,000,000'],
    ['0.000000000000000001', '0.000000000000000001'],
    [
      '123456789012345678901234567890.123456789012345678',
      '123,456,789,012,345,678,901,234,567,890.123456789012345678',
    ],
    ['0', '0'],
  ])('%s reads %s', (numeric, text) => {
    expect(formatExactAmount(numeric)).toBe(text)
  })

  it('writes the language’s digits and separators', () => {
    expect(formatExactAmount('1234.56789', 'de')).toBe('1.234,56789')
    expect(formatExactAmount('0.00000001', 'fa')).toBe('۰٫۰۰۰۰۰۰۰۱')
  })

  it.each(['1e+21', '-1', 'NaN', '', '1,5', ' 1'])('reads %j as 0', (numeric) => {
    expect(formatExactAmount(numeric)).toBe('0')
  })

  test.prop([fc.bigInt({ min: 0n, max: 2n ** 256n }), fc.integer({ min: 0, max: 36 })])(
    'in English, without its group separators, it is the amount exactly',
    (units, decimals) => {
      const digits = units.toString().padStart(decimals + 1, '0')
      const whole = digits.slice(0, digits.length - decimals)
      const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
      const text = fraction ? `${whole}.${fraction}` : whole
      expect(formatExactAmount(text).replaceAll(',', '')).toBe(text)
    },
  )
})
