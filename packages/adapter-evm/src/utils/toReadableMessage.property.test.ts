import { fc, propertyTest } from '@kit/fuzz'
import { expect } from 'vitest'
import { readableMessageMaxLength, toReadableMessage } from './toReadableMessage.js'

const walletText = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 400 }),
  fc.string({ unit: 'binary', maxLength: 400 }),
  fc.string({ maxLength: 400 }),
)

propertyTest(
  'item 17b: a wallet message becomes one capped line of plain text, or nothing',
  [walletText],
  (message) => {
    const text = toReadableMessage(message)
    if (text === undefined) return
    expect(text).not.toMatch(/[\p{Cc}\p{Cf}\n\r\u2028\u2029]/u)
    expect(text).toBe(text.trim())
    expect(text).not.toMatch(/ {2}/)
    expect(Array.from(text).length).toBeLessThanOrEqual(readableMessageMaxLength)
  },
)

propertyTest(
  'item 17b: making a message readable twice changes nothing',
  [walletText],
  (message) => {
    const once = toReadableMessage(message)
    expect(toReadableMessage(once)).toBe(once)
  },
)

propertyTest(
  'item 17b: a short plain line is kept as it is',
  [fc.stringMatching(/^[A-Za-z0-9.,:!?'-]+( [A-Za-z0-9.,:!?'-]+){0,10}$/)],
  (line) => {
    fc.pre(Array.from(line).length <= readableMessageMaxLength)
    expect(toReadableMessage(line)).toBe(line)
  },
)
