import { describe, expect, it } from 'vitest'
import { isInvisibleName } from './isInvisibleName.js'
import { isConfusableCharacter, walletNameSkeleton } from './walletNameSkeleton.js'

describe('walletNameSkeleton', () => {
  it.each([
    ['MetaM\u0430sk', 'Cyrillic а'],
    ['Met\u0251Mask', 'Latin alpha U+0251'],
    ['MetaMas\u0199', 'k with hook U+0199'],
    ['\u028Detamask', 'turned m U+028D'],
    ['Meta\u200bMask', 'zero-width space'],
    ['ＭｅｔａＭａｓｋ', 'full-width'],
    ['Metá Mask', 'accent and space'],
  ])('B09: %s (%s) has the skeleton of MetaMask', (name) => {
    expect(walletNameSkeleton(name)).toBe(walletNameSkeleton('MetaMask'))
  })

  it('B09: Coin\u0299ase matches Coinbase and different names do not match', () => {
    expect(walletNameSkeleton('Coin\u0299ase')).toBe(walletNameSkeleton('Coinbase'))
    expect(walletNameSkeleton('Rainbow')).not.toBe(walletNameSkeleton('MetaMask'))
  })

  it.each(['\u3164', '\u115f\u115f', '\u2800 \u2800', '\ufe0f', '', ' \u200b '])(
    'B09: %j is an invisible name',
    (name) => {
      expect(isInvisibleName(name)).toBe(true)
    },
  )

  it('B09: visible names are not invisible, emoji included', () => {
    expect(isInvisibleName('MetaMask')).toBe(false)
    expect(isInvisibleName('🦊')).toBe(false)
  })

  it('B09: Latin-only confusables are confusable characters, ASCII and accents are not', () => {
    for (const char of ['\u0251', '\u0299', '\u0199', '\u028d', '\u0430', 'Α'])
      expect(isConfusableCharacter(char)).toBe(true)
    for (const char of ['a', 'M', '1', 'é', 'ü', '中'])
      expect(isConfusableCharacter(char)).toBe(false)
  })
})
