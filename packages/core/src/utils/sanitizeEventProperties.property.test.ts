import { fc, propertyTest } from '@kit/fuzz'
import { expect } from 'vitest'
import { sanitizeEventProperties } from './sanitizeEventProperties.js'

const secret = fc.oneof(
  fc.emailAddress(),
  fc.emailAddress().map((email) => email.replace('@', '\uff20')),
  fc.emailAddress().map((email) => encodeURIComponent(email).replace('%40', '%2540')),
  fc
    .tuple(fc.base64String({ minLength: 8 }), fc.base64String({ minLength: 8 }))
    .map(([a, b]) => `Bearer eyJ${a.replace(/[+/=]/g, 'A')}.${b.replace(/[+/=]/g, 'B')}`),
  fc.stringMatching(/^[0-9a-f]{40}$/).map((hex) => `0x${hex}`),
)
const text = fc.oneof(fc.string({ maxLength: 40 }), fc.string({ unit: 'grapheme', maxLength: 20 }))

propertyTest(
  'S19: a secret anywhere in a value drops the value',
  [text, secret, text],
  (before, hidden, after) => {
    const value = `${before}${hidden}${after}`
    expect(sanitizeEventProperties({ value })).not.toHaveProperty('value')
  },
)

propertyTest(
  'S19: sanitizing is idempotent and keeps only scalars',
  [fc.dictionary(fc.string({ maxLength: 10 }), fc.oneof(text, fc.integer(), fc.boolean()))],
  (properties) => {
    const once = sanitizeEventProperties(properties)
    expect(sanitizeEventProperties(once)).toEqual(once)
    for (const value of Object.values(once)) expect(typeof value).not.toBe('object')
  },
)
