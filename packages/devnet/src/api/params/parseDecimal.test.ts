import { expect, test } from 'vitest'
import { ApiRequestError } from '../../errors/api.js'
import { parseDecimal } from './parseDecimal.js'

test('decimals are plain decimal text within the allowed precision (SECURITY B05)', () => {
  expect(parseDecimal('0.05', 'amount')).toBe('0.05')
  expect(parseDecimal(0.25, 'amount')).toBe('0.25')
  expect(parseDecimal('100', 'amount', 2)).toBe('100')
  for (const bad of [
    '1,5',
    '1e-7',
    '0x10',
    '-1',
    'NaN',
    'Infinity',
    '٣',
    '00.5',
    1e-7,
    Number.NaN,
  ]) {
    expect(() => parseDecimal(bad, 'amount')).toThrow(ApiRequestError)
  }
  expect(() => parseDecimal('0.123', 'amount', 2)).toThrow('At most 2 decimals')
  expect(() => parseDecimal(`0.${'1'.repeat(19)}`, 'amount')).toThrow(ApiRequestError)
})
