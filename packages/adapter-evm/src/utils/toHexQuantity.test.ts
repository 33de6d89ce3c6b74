import { describe, expect, test } from 'vitest'
import { InvalidHexQuantityError } from '../errors/encoding.js'
import { toHexQuantity } from './toHexQuantity.js'

describe('toHexQuantity', () => {
  test.each([
    [0n, '0x0'],
    [1, '0x1'],
    [10n ** 18n, '0xde0b6b3a7640000'],
    [2n ** 256n - 1n, `0x${'f'.repeat(64)}`],
  ])('encodes %s', (value, expected) => {
    expect(toHexQuantity(value)).toBe(expected)
  })

  test.each([-1n, -1, 1.5, 2n ** 256n, Number.NaN])('refuses %s', (value) => {
    expect(() => toHexQuantity(value)).toThrow(InvalidHexQuantityError)
  })
})
