import { expect, test } from 'vitest'
import { ApiRequestError } from '../../errors/api.js'
import { parseBaseUnits } from './parseBaseUnits.js'

test('base units are unsigned decimal integers up to 2^256-1', () => {
  expect(parseBaseUnits('0', 'amount')).toBe(0n)
  expect(parseBaseUnits((2n ** 256n - 1n).toString(), 'amount')).toBe(2n ** 256n - 1n)
  for (const bad of ['', '-1', '01', '1.0', '1e18', '0x10', ' 1', (2n ** 256n).toString(), 5]) {
    expect(() => parseBaseUnits(bad, 'amount')).toThrow(ApiRequestError)
  }
})
