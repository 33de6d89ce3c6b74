import { fc, propertyTest } from '@kit/fuzz'
import { expect } from 'vitest'
import { displayName } from './displayName.js'

/** Units a hostile name is made of: whitespace, controls, format characters, marks, text. */
const unit = fc.oneof(
  fc.constantFrom(' ', '\t', '\n', '\r', '\u00a0', '\u2028', '\u3000', '\ufeff'),
  fc.constantFrom('\u0000', '\u0007', '\u007f', '\u0085', '\u200b', '\u200f', '\u202e', '\u2066'),
  fc.constantFrom('\u0301', '\u0336', '\u1160', '\u2800', '\u3164', '\u200d'),
  fc.constantFrom('a', 'Z', '!', '🦊', '\u0430', 'ß'),
)
const hostileName = fc.array(unit, { maxLength: 80 }).map((units) => units.join(''))

propertyTest(
  'a displayed name is one visible line, capped, and showing it again changes nothing',
  [fc.oneof(hostileName, fc.string({ unit: 'binary', maxLength: 100 }))],
  (name) => {
    const shown = displayName(name, 'Unknown')
    expect(Array.from(shown).length).toBeLessThanOrEqual(64)
    expect(shown).not.toMatch(/[\p{Cc}\u200b\u200f\u202a-\u202e\u2066-\u2069\ufeff]|\s\s|^\s|\s$/u)
    expect(displayName(shown, 'Unknown')).toBe(shown)
  },
)
