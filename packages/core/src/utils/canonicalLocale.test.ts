import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { InvalidLocaleError } from '../errors/locale.js'
import { canonicalLocale } from './canonicalLocale.js'

describe('canonicalLocale', () => {
  it('canonicalizes language tags', () => {
    expect(canonicalLocale('pt-br')).toBe('pt-BR')
    expect(canonicalLocale('ZH-hant-tw')).toBe('zh-Hant-TW')
    expect(canonicalLocale('ar')).toBe('ar')
  })

  it.each(['', 'x', 'not a locale', 'en_US', '<script>', 'a'.repeat(65), 42, null])(
    'refuses %s',
    (input) => {
      expect(() => canonicalLocale(input)).toThrow(InvalidLocaleError)
    },
  )

  test.prop([fc.string({ maxLength: 80 })])(
    'returns a tag Intl accepts, or throws typed',
    (input) => {
      try {
        const tag = canonicalLocale(input)
        expect(Intl.getCanonicalLocales(tag)).toEqual([tag])
      } catch (error) {
        expect(error).toBeInstanceOf(InvalidLocaleError)
      }
    },
  )
})
