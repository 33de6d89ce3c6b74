import { describe, expect, it } from 'vitest'
import { isPlainName } from './isPlainName.js'

describe('isPlainName', () => {
  it.each([
    'MetaMask',
    'Trust Wallet',
    'Coinbase Wallet',
    '1inch Wallet',
    'OKX Wallet',
    'Zerion',
    'imToken',
    'Bitget Wallet',
    'Crypto.com | DeFi Wallet',
    'Frontier',
    'Café Wallet',
    'Señor Ñandú',
    'Dvůr Wallet',
    'メタマスク',
    'TokenPocket 钱包',
    '토큰 Wallet',
    'Кошелёк Плюс',
  ])('accepts %j', (name) => {
    expect(isPlainName(name)).toBe(true)
  })

  it.each([
    ['Cyrillic а inside a Latin name', 'MetaM\u0430sk'],
    ['Greek ο inside a Latin name', 'C\u03bfinbase'],
    ['whole-script Cyrillic lookalike', '\u041c\u0435\u0422\u0430\u041c\u0430\u0455\u043a'],
    ['whole-script Cyrillic lookalike in lower case', '\u0442\u043e\u043a\u0435\u043d'],
    ['whole-script Greek lookalike', 'ΑΒΕ'],
    ['right-to-left override', '\u202eksaMateM'],
    ['zero-width space', 'Meta\u200bMask'],
    ['zero-width joiner', 'Meta\u200dMask'],
    ['bidi isolate', '\u2067MetaMask\u2069'],
    ['full-width letters', 'ＭｅｔａＭａｓｋ'],
    ['styled mathematical letters', '𝐌𝐞𝐭𝐚𝐌𝐚𝐬𝐤'],
    ['combining mark', 'Meta\u0307Mask'],
    ['combining-mark flood', `M${'\u0301'.repeat(50)}etaMask`],
    ['Arabic-Indic digits beside ASCII ones', '1inch ١'],
    ['a tab', 'Meta\tMask'],
    ['two spaces', 'Meta  Mask'],
    ['10,000 characters', 'W'.repeat(10_000)],
    ['no letters at all', '1234 !!'],
    ['empty', ''],
  ])('refuses a name with %s', (_, name) => {
    expect(isPlainName(name)).toBe(false)
  })

  it.each([
    ['Latin alpha U+0251', 'Met\u0251Mask'],
    ['small capital B U+0299', 'Coin\u0299ase'],
    ['k with hook U+0199', 'MetaMas\u0199'],
    ['turned m U+028D', '\u028Detamask'],
    ['dotless i U+0131', 'Coinbase W\u0131llet'],
    ['l with stroke (not an accented ASCII letter)', 'Z\u0142oty'],
    ['sharp s (not an accented ASCII letter)', 'Stra\u00dfe'],
    ['Hangul filler U+3164 only', '\u3164'],
    ['Hangul choseong filler U+115F only', '\u115f\u115f'],
    ['blank Braille U+2800 only', '\u2800'],
    ['variation selector U+FE0F only', '\ufe0f'],
  ])('B09: refuses a name with %s', (_, name) => {
    expect(isPlainName(name)).toBe(false)
  })

  it('refuses what is not a string', () => {
    expect(isPlainName(undefined)).toBe(false)
    expect(isPlainName(null)).toBe(false)
  })
})
