import { describe, expect, it } from 'vitest'
import { formatAmount } from './formatAmount.js'

const uint256Max = '115792089237316195423570985008687907853269984665640564039457584007913129639935'

describe('formatAmount', () => {
  it('B06: uint256 max, as a decimal with or without a fraction, reads >999T and never e+', () => {
    expect(formatAmount(uint256Max)).toBe('>999T')
    expect(formatAmount(`${uint256Max.slice(0, 59)}.${uint256Max.slice(59)}`)).toBe('>999T')
    expect(formatAmount((2n ** 256n - 1n).toString())).toBe('>999T')
  })

  it.each([
    ['0', '0'],
    ['0.000', '0'],
    ['0.00001', '<0.0001'],
    ['1.5', '1.5'],
    ['12.345678', '12.3456'],
    ['999.99999', '999.9999'],
    ['1234.5678', '1,234.56'],
    ['999999.999', '999,999.99'],
    ['1000000', '1M'],
    ['1234567.89', '1.23M'],
    ['98765432100', '98.76B'],
    ['1200000000000', '1.2T'],
    ['999999999999999', '999.99T'],
    ['1000000000000000', '>999T'],
    [uint256Max, '>999T'],
    [`${uint256Max}.${'9'.repeat(18)}`, '>999T'],
    ['0001234567', '1.23M'],
    ['0001.23', '1.23'],
    ['0.99999', '0.9999'],
    ['10000.0099', '10,000'],
  ])('%s reads %s', (numeric, text) => {
    expect(formatAmount(numeric)).toBe(text)
  })

  it.each(['1e+21', '1e308', '-1', 'NaN', 'Infinity', '', '1,5', ' 1', undefined, null])(
    'reads %j as 0, never as an exponent',
    (numeric) => {
      expect(formatAmount(numeric)).toBe('0')
    },
  )

  it.each([
    ['de', '1234.5678', '1.234,56'],
    ['de', '1234567.89', '1,23\u00a0Mio.'],
    ['fr', '0.5', '0,5'],
    ['ja', '123456789', '1.23億'],
    ['hi', '123456789012', '1.23\u00a0ख॰'],
    ['fa', '12.5', '۱۲٫۵'],
    ['de', '0.00001', '<0,0001'],
    ['de', uint256Max, '>999\u00a0Bio.'],
  ])('in %s, %s reads %s', (locale, numeric, text) => {
    expect(formatAmount(numeric, locale)).toBe(text)
  })

  it('reads a non-decimal as 0 in the language too', () => {
    expect(formatAmount('1e+21', 'fa')).toBe('۰')
  })
})
