import { fc, propertyTest } from '@kit/fuzz'
import { expect } from 'vitest'
import { isInvisibleName } from './isInvisibleName.js'
import { sanitizeWalletName } from './sanitizeWalletName.js'

/** Units a hostile name is made of: whitespace, controls, format characters, marks, text. */
const unit = fc.oneof(
  fc.constantFrom(' ', '\t', '\n', '\r', '\u00a0', '\u2028', '\u3000', '\ufeff'),
  fc.constantFrom('\u0000', '\u0007', '\u007f', '\u0085', '\u200b', '\u200d', '\u202e', '\u2066'),
  fc.constantFrom('\u0301', '\u0336', '\u1160', '\u2800', '\u3164'),
  fc.constantFrom('a', 'Z', '!', '🦊', '\u0430', 'ß'),
)
const hostileName = fc.array(unit, { maxLength: 80 }).map((units) => units.join(''))

propertyTest(
  'B09: a sanitized wallet name is visible, capped, and sanitizing it again changes nothing',
  [fc.oneof(hostileName, fc.string({ unit: 'binary', maxLength: 100 }), fc.anything())],
  (value) => {
    const name = sanitizeWalletName(value)
    if (name === undefined) return
    expect(isInvisibleName(name)).toBe(false)
    expect(Array.from(name).length).toBeLessThanOrEqual(64)
    expect(name).not.toMatch(/[\p{Cc}\p{Cf}]|\s\s|^\s|\s$/u)
    expect(sanitizeWalletName(name)).toBe(name)
  },
)
