import { fc, propertyTest } from '@kit/fuzz'
import { expect } from 'vitest'
import { createNameMatcher } from './createNameMatcher.js'

/** What the matcher must decide: the plain, allocating check it replaces. */
const reference = (name: string, needle: string) => name.toLowerCase().includes(needle)

// Names and needles from a small alphabet, so that matches are common: ASCII letters in both
// cases, regular expression syntax, and letters whose lowercase is or looks like ASCII (the
// Kelvin sign, dotted capital I, long s, dotless i).
const tricky = fc.constantFrom(
  ...'aAbBkKiIsS .-*+?()[]{}|^$\\/',
  '\u212a',
  '\u0130',
  '\u017f',
  '\u0131',
  'é',
  'É',
)
const word = (maxLength: number) =>
  fc.array(tricky, { maxLength }).map((letters) => letters.join(''))

propertyTest(
  'createNameMatcher decides as name.toLowerCase().includes(needle), on look-alike letters',
  [word(12), word(3)],
  (name, query) => {
    const needle = query.toLowerCase()
    expect(createNameMatcher(needle)(name)).toBe(reference(name, needle))
  },
)

propertyTest(
  'createNameMatcher decides as name.toLowerCase().includes(needle), on any text',
  [fc.string({ unit: 'binary', maxLength: 30 }), fc.string({ unit: 'binary', maxLength: 4 })],
  (name, query) => {
    const needle = query.toLowerCase()
    expect(createNameMatcher(needle)(name)).toBe(reference(name, needle))
  },
)
