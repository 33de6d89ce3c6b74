import { describe, expect, it } from 'vitest'
import { english } from './english.js'
import { loadLocale } from './loadLocale.js'
import { localeCodes } from './locales.js'
import { listPlaceholders } from './test/listPlaceholders.js'

const keys = Object.keys(english).sort()
const translated = localeCodes.filter((code) => code !== 'en')
// Bidi controls would let a text reorder what follows it (SECURITY B09); markup is never drawn.
const forbidden = /[\u202a-\u202e\u2066-\u2069\u200e\u200f<>]/u

describe.each(translated)('%s', (locale) => {
  it('has every key of English, and no other', async () => {
    expect(Object.keys(await loadLocale(locale)).sort()).toEqual(keys)
  })

  it('keeps the placeholders of each English text', async () => {
    const messages = await loadLocale(locale)
    for (const key of keys) {
      const text = messages[key as keyof typeof messages]
      expect({ key, placeholders: listPlaceholders(text) }).toEqual({
        key,
        placeholders: listPlaceholders(english[key as keyof typeof english]),
      })
    }
  })

  it('has a non-empty text without direction controls or markup for each key', async () => {
    for (const [key, text] of Object.entries(await loadLocale(locale))) {
      expect({ key, empty: text.trim() === '' }).toEqual({ key, empty: false })
      expect({ key, forbidden: forbidden.test(text) }).toEqual({ key, forbidden: false })
    }
  })

  it('is a translation, not a copy of English', async () => {
    const messages = await loadLocale(locale)
    const same = keys.filter(
      (key) => messages[key as keyof typeof messages] === english[key as keyof typeof english],
    )
    // Brand names and short codes (NFTs, QR) may stay as they are, little else.
    expect(same.length).toBeLessThan(keys.length * 0.1)
  })
})
