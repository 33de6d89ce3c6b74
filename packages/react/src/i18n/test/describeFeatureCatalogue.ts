import { describe, expect, it } from 'vitest'
import type { FeatureCatalogue } from '../feature/defineFeatureCatalogue.js'
import { localeCodes } from '../locales.js'
import { listPlaceholders } from './listPlaceholders.js'

// Bidi controls would let a text reorder what follows it (SECURITY B09); markup is never drawn.
const forbidden = /[\u202a-\u202e\u2066-\u2069\u200e\u200f<>]/u

/**
 * The completeness checks every feature catalogue gets: each language has every English key and
 * no other, the same placeholders, no empty text, no direction controls, and is not a copy of
 * English. Call it at the top level of the feature's `messages.test.ts`.
 */
export function describeFeatureCatalogue<Key extends string>(catalogue: FeatureCatalogue<Key>) {
  const english = catalogue.english as Readonly<Record<string, string>>
  const keys = Object.keys(english).sort()
  const load = async (locale: Exclude<(typeof localeCodes)[number], 'en'>) =>
    (await catalogue.locales[locale]()).messages as Readonly<Record<string, string>>

  describe(`${catalogue.name} texts`, () => {
    it('English has no direction controls or markup', () => {
      for (const [key, text] of Object.entries(english)) {
        expect({ key, forbidden: forbidden.test(text) }).toEqual({ key, forbidden: false })
      }
    })

    describe.each(localeCodes.filter((code) => code !== 'en'))('%s', (locale) => {
      it('has every key of English, and no other', async () => {
        expect(Object.keys(await load(locale)).sort()).toEqual(keys)
      })

      it('keeps the placeholders of each English text', async () => {
        const messages = await load(locale)
        for (const key of keys) {
          expect({ key, placeholders: listPlaceholders(messages[key] ?? '') }).toEqual({
            key,
            placeholders: listPlaceholders(english[key] as string),
          })
        }
      })

      it('has a non-empty text without direction controls or markup for each key', async () => {
        for (const [key, text] of Object.entries(await load(locale))) {
          expect({ key, empty: text.trim() === '' }).toEqual({ key, empty: false })
          expect({ key, forbidden: forbidden.test(text) }).toEqual({ key, forbidden: false })
        }
      })

      it('is a translation, not a copy of English', async () => {
        const messages = await load(locale)
        const same = keys.filter((key) => messages[key] === english[key])
        // Brand names, symbols and short codes may stay as they are, little else.
        expect(same.length).toBeLessThan(Math.max(2, keys.length * 0.15))
      })
    })
  })
}
