import { formatUnits as viemFormatUnits } from 'viem'
import { describe, expect, test } from 'vitest'
import { InvalidDecimalsError } from '../errors/encoding.js'
import { formatUnits } from './formatUnits.js'

const maxUint256 = 2n ** 256n - 1n

describe('formatUnits', () => {
  test.each([
    [1n, 18, '0.000000000000000001'],
    [10n ** 18n, 18, '1'],
    [10_000n * 10n ** 18n, 18, '10000'],
    [5n * 10n ** 17n, 18, '0.5'],
    [0n, 18, '0'],
    [123n, 0, '123'],
    [1n, 36, `0.${'0'.repeat(35)}1`],
    [
      maxUint256,
      18,
      '115792089237316195423570985008687907853269984665640564039457.584007913129639935',
    ],
    [-15n, 1, '-1.5'],
  ])('writes %s with %i decimals as %s', (value, decimals, expected) => {
    expect(formatUnits(value, decimals)).toBe(expected)
    expect(formatUnits(value, decimals)).not.toMatch(/e/i)
  })

  test('agrees with viem', () => {
    for (const decimals of [0, 6, 8, 18, 24]) {
      for (const value of [1n, 999n, 10n ** 20n + 7n, maxUint256]) {
        expect(formatUnits(value, decimals)).toBe(viemFormatUnits(value, decimals))
      }
    }
  })

  test.each([-1, 255, 1.5, Number.NaN, '18'])('refuses decimals %j', (decimals) => {
    expect(() => formatUnits(1n, decimals as number)).toThrow(InvalidDecimalsError)
  })
})
