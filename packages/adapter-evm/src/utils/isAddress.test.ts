import { isAddress as viemIsAddress } from 'viem'
import { describe, expect, test } from 'vitest'
import { isAddress } from './isAddress.js'

const valid = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'

describe('isAddress (B04)', () => {
  test.each([
    ['checksummed', valid, true],
    ['lowercase', valid.toLowerCase(), true],
    ['bad checksum', valid.replace('aA', 'Aa'), false],
    ['39 hex digits', valid.slice(0, -1), false],
    ['41 hex digits', `${valid}a`, false],
    ['0X prefix', valid.replace('0x', '0X'), false],
    ['no prefix', valid.slice(2), false],
    ['U+200B inside', `${valid.slice(0, 10)}\u200b${valid.slice(10)}`, false],
    ['Cyrillic а', valid.toLowerCase().replace('a', '\u0430'), false],
    ['leading space', ` ${valid}`, false],
    ['trailing newline', `${valid}\n`, false],
    ['not a string', 42, false],
  ])('%s', (_, value, expected) => {
    expect(isAddress(value)).toBe(expected)
  })

  test('answers like viem isAddress on fuzzed inputs', () => {
    const alphabet = '0123456789abcdefABCDEFxX \u200b\u0430g'
    for (let run = 0; run < 2000; run++) {
      const base =
        run % 3 === 0
          ? valid
          : `0x${Array.from({ length: 40 }, () => '0123456789abcdefABCDEF'[Math.floor(Math.random() * 22)]).join('')}`
      const chars = [...base]
      const edits = Math.floor(Math.random() * 3)
      for (let e = 0; e < edits; e++) {
        const at = Math.floor(Math.random() * chars.length)
        const replacement = alphabet[Math.floor(Math.random() * alphabet.length)]!
        const roll = Math.random()
        if (roll < 0.2) chars.splice(at, 1)
        else if (roll < 0.4) chars.splice(at, 0, replacement)
        else chars[at] = replacement
      }
      const input = chars.join('')
      expect(isAddress(input), input).toBe(viemIsAddress(input))
    }
  })

  test('an all-uppercase address passes only if it is also its checksum, like viem', () => {
    const upper = `0x${valid.slice(2).toUpperCase()}`
    expect(isAddress(upper)).toBe(viemIsAddress(upper))
    expect(isAddress(upper)).toBe(false)
  })
})
