import { describe, expect, test } from 'vitest'
import { sanitizeWalletName as sanitizeName } from './sanitizeWalletName.js'

describe('sanitizeName (B09)', () => {
  test.each([
    ['right-to-left override', 'Meta\u202eksaM', 'MetaksaM'],
    ['bidi isolates', '\u2066Rabby\u2069 \u2067Wallet\u2069', 'Rabby Wallet'],
    ['zero-width space and joiner', 'Co\u200binbase\u200d', 'Coinbase'],
    ['BOM and soft hyphen', '\ufeffTrust\u00ad Wallet', 'Trust Wallet'],
    ['line breaks and tabs', 'Safe\n\tWallet', 'Safe Wallet'],
    ['surrounding whitespace', '  Zerion  ', 'Zerion'],
    ['emoji', 'Fox 🦊', 'Fox 🦊'],
    ['a mark flood', `Z${'\u0301'.repeat(50)}algo`, 'Z\u0301\u0301\u0301algo'],
    // Found by the property test: the NUL went after the tabs had become spaces, leaving two.
    ['a control between whitespace', '!\t\u0000\t!', '! !'],
    ['a zero-width space between spaces', 'Kit \u200b Wallet', 'Kit Wallet'],
  ])('%s', (_, input, expected) => {
    expect(sanitizeName(input)).toBe(expected)
  })

  test('keeps a Cyrillic lookalike as text (the UI never marks it verified)', () => {
    expect(sanitizeName('MetaM\u0430sk')).toBe('MetaM\u0430sk')
  })

  test('caps 10k characters at 64 with an ellipsis', () => {
    const name = sanitizeName('W'.repeat(10_000))
    expect(name).toBe(`${'W'.repeat(63)}…`)
    expect(Array.from(name ?? '')).toHaveLength(64)
  })

  test('does not split a surrogate pair at the cap', () => {
    const name = sanitizeName('🦊'.repeat(100)) ?? ''
    expect(Array.from(name)).toEqual([...Array(63).fill('🦊'), '…'])
  })

  test.each(['', '   ', '\u200b\u202e', 42, undefined])('refuses %j', (input) => {
    expect(sanitizeName(input)).toBeUndefined()
  })
})
