import { describe, expect, test } from 'vitest'
import { InvalidHexQuantityError } from '../errors/encoding.js'
import { parseHexQuantity } from './parseHexQuantity.js'

describe('parseHexQuantity (B16)', () => {
  test.each([
    ['0x0', 0n],
    ['0x1', 1n],
    ['0x400', 1024n],
    ['0xDE0B6B3A7640000', 10n ** 18n],
    [`0x${'f'.repeat(64)}`, 2n ** 256n - 1n],
  ])('reads %s', (value, expected) => {
    expect(parseHexQuantity(value)).toBe(expected)
  })

  test.each([
    '0x',
    '0x00',
    'ff',
    '0x0400',
    '0X1',
    '-0x1',
    ' 0x1',
    '0x1 ',
    '0xg',
    `0x1${'0'.repeat(64)}`,
    '',
    1,
    null,
  ])('refuses %j with a typed error', (value) => {
    expect(() => parseHexQuantity(value)).toThrow(InvalidHexQuantityError)
  })
})
