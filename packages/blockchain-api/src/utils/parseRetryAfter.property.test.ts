import { fc, propertyTest } from '@kit/fuzz'
import { expect } from 'vitest'
import { parseRetryAfter } from './parseRetryAfter.js'

const now = Date.UTC(2026, 0, 1)
/** `Sat, 01 Jan 0000 00:00:00 GMT`, the first second an IMF-fixdate can write. */
const firstSecond = -62_167_219_200_000
/** Any second of the years 0000 to 9999, all that an IMF-fixdate's four digits can write. */
const instant = fc.integer({ min: firstSecond / 1000, max: 253_402_300_799 }).map((s) => s * 1000)

/** An IMF-fixdate with one character deleted, replaced or inserted: mostly near misses. */
const nearMiss = fc
  .tuple(
    instant,
    fc.nat(),
    fc.constantFrom('delete', 'replace', 'insert'),
    fc.string({ minLength: 1, maxLength: 1 }),
  )
  .map(([time, at, edit, char]) => {
    const header = new Date(time).toUTCString()
    const i = at % header.length
    if (edit === 'delete') return header.slice(0, i) + header.slice(i + 1)
    if (edit === 'replace') return header.slice(0, i) + char + header.slice(i + 1)
    return header.slice(0, i) + char + header.slice(i)
  })

propertyTest('F02: any header gives a wait of zero or more, or none', [fc.string()], (header) => {
  const wait = parseRetryAfter(header, now)
  if (wait !== undefined) expect(wait).toBeGreaterThanOrEqual(0)
})

propertyTest(
  'F02: only delay-seconds and IMF-fixdate give a wait',
  [
    fc.oneof(
      fc.string(),
      fc.date({ noInvalidDate: true }).map((d) => d.toString()),
    ),
  ],
  (header) => {
    const wait = parseRetryAfter(header, now)
    const value = header.trim()
    const imf = /^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/
    if (wait !== undefined) expect(/^\d+$/.test(value) || imf.test(value)).toBe(true)
  },
)

propertyTest(
  'F02: an edited IMF-fixdate gives a wait only when it still names that exact second',
  [nearMiss],
  (header) => {
    // Measured from the first second an IMF-fixdate can write, so every date gives its own wait.
    const wait = parseRetryAfter(header, firstSecond)
    if (wait === undefined || /^\d+$/.test(header.trim())) return
    // Oracle: the engine's own IMF-fixdate writer gives back the very same text.
    expect(new Date(firstSecond + wait).toUTCString()).toBe(header.trim())
  },
)

propertyTest('F02: delay-seconds round-trips', [fc.nat({ max: 10_000_000 })], (seconds) => {
  expect(parseRetryAfter(String(seconds), now)).toBe(seconds * 1000)
})

propertyTest('F02: an IMF-fixdate from toUTCString round-trips', [instant], (time) => {
  const header = new Date(time).toUTCString()
  expect(parseRetryAfter(header, now)).toBe(Math.max(0, time - now))
})
