import { fc, hostileName, propertyTest } from '@kit/fuzz'
import { expect } from 'vitest'
import { displayName } from './displayName.js'

propertyTest(
  'a displayed name is one visible line, capped, and showing it again changes nothing',
  [fc.oneof(hostileName(), fc.string({ unit: 'binary', maxLength: 100 }))],
  (name) => {
    const shown = displayName(name, 'Unknown')
    expect(Array.from(shown).length).toBeLessThanOrEqual(64)
    expect(shown).not.toMatch(/[\p{Cc}\u200b\u200f\u202a-\u202e\u2066-\u2069\ufeff]|\s\s|^\s|\s$/u)
    expect(displayName(shown, 'Unknown')).toBe(shown)
  },
)
