import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { localeCodes } from './locales.js'
import { resolveLocale } from './resolveLocale.js'
import { isEnglish } from './watchLocale.js'

describe('resolveLocale', () => {
  it.each([
    ['en-US', 'en'],
    ['fr-CA', 'fr'],
    ['de', 'de'],
    ['ar-EG', 'ar'],
    ['he-IL', 'he'],
    ['iw', 'he'],
    ['fa-IR', 'fa'],
    ['pt-BR', 'pt-BR'],
    ['pt-PT', 'pt-BR'],
    ['zh', 'zh-CN'],
    ['zh-CN', 'zh-CN'],
    ['zh-Hans-SG', 'zh-CN'],
    ['zh-TW', 'zh-TW'],
    ['zh-HK', 'zh-TW'],
    ['zh-Hant', 'zh-TW'],
    ['ja-JP', 'ja'],
    ['sw', 'en'],
    ['', 'en'],
    ['ZH_tw', 'zh-TW'],
  ])('%s → %s', (requested, expected) => {
    expect(resolveLocale(requested)).toBe(expected)
  })

  it('speaks each of its own codes', () => {
    for (const code of localeCodes) expect(resolveLocale(code)).toBe(code)
  })

  it.each([undefined, null, 42, {}, 'en'.repeat(40)])('falls back to English for %s', (input) => {
    expect(resolveLocale(input)).toBe('en')
  })

  test.prop([fc.string({ maxLength: 100 })])('always gives a code it speaks', (input) => {
    expect(localeCodes).toContain(resolveLocale(input))
  })
})

describe('isEnglish', () => {
  it.each([
    ['en', true],
    ['en-GB', true],
    ['EN-us', true],
    ['eng', false],
    ['de', false],
    ['', false],
  ])('%s → %s', (tag, expected) => {
    expect(isEnglish(tag)).toBe(expected)
  })
})
