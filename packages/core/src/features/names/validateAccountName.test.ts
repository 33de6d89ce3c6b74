import { describe, expect, it } from 'vitest'
import { validateAccountName } from './validateAccountName.js'

describe('validateAccountName', () => {
  it.each([
    ['alice', 'alice'],
    ['Alice-2', 'alice-2'],
    ['1234', '1234'],
    ['a-b-', 'a-b-'],
    ['x'.repeat(63), 'x'.repeat(63)],
  ])('accepts %j as %j', (label, expected) => {
    expect(validateAccountName({ label })).toEqual({ valid: true, label: expected })
  })

  it.each([
    ['', 'tooShort'],
    ['abc', 'tooShort'],
    ['x'.repeat(64), 'tooLong'],
    ['al ice', 'invalidCharacters'],
    ['alice.kit.id', 'invalidCharacters'],
    ['a_bcd', 'invalidCharacters'],
    ['ali', 'tooShort'],
    ['ali\u0441e', 'invalidCharacters'], // Cyrillic с
    ['caf\u00e9s', 'invalidCharacters'],
    ['abcd\u200b', 'invalidCharacters'],
    ['\uff41bcd', 'invalidCharacters'], // full-width a
    ['ab/cd', 'invalidCharacters'],
  ])('refuses %j (%s)', (label, problem) => {
    expect(validateAccountName({ label })).toEqual({ valid: false, problem })
  })

  it('reports bad characters before the length, so a short bad label says what to fix', () => {
    expect(validateAccountName({ label: 'a.b' })).toEqual({
      valid: false,
      problem: 'invalidCharacters',
    })
  })
})
