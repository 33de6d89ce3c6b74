import { describe, expect, it } from 'vitest'
import { formatUsd } from './formatUsd.js'

describe('formatUsd', () => {
  it.each([
    [0, '$0.00'],
    [-0, '$0.00'],
    [-5, '$0.00'],
    [Number.NaN, '$0.00'],
    [Number.POSITIVE_INFINITY, '$0.00'],
    [0.004, '<$0.01'],
    [0.01, '$0.01'],
    [1234.567, '$1,234.57'],
    [999_999.99, '$999,999.99'],
    [1_234_567, '$1.23M'],
    [98_700_000_000, '$98.7B'],
    [999e12, '$999T'],
    [1e15, '>$999T'],
    [1e308, '>$999T'],
    [Number.MAX_VALUE, '>$999T'],
  ])('%d reads %s', (value, text) => {
    expect(formatUsd(value)).toBe(text)
  })

  it('never writes an exponent', () => {
    for (let exponent = -10; exponent <= 308; exponent += 7)
      expect(formatUsd(10 ** exponent)).not.toMatch(/e/i)
  })
})

describe('formatUsd in the active language', () => {
  it.each([
    ['de', 1234.5, '1.234,50\u00a0$'],
    ['ja', 30_135_000, '$3013.5万'],
    ['ar', 18632.5, '\u200f18,632.50\u00a0USD'],
  ])('in %s, %s reads %s', (locale, value, text) => {
    expect(formatUsd(value, locale)).toBe(text)
  })
})
