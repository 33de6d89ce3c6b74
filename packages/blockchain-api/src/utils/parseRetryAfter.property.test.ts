import { fc, propertyTest } from '@kit/fuzz'
import { expect } from 'vitest'
import { parseRetryAfter } from './parseRetryAfter.js'

const now = Date.UTC(2026, 0, 1)
/** Any second from 1970 to 9999, the years an IMF-fixdate can write. */
const instant = fc.integer({ min: 0, max: 253_402_300_799 }).map((s) => s * 1000)

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

propertyTest('F02: delay-seconds round-trips', [fc.nat({ max: 10_000_000 })], (seconds) => {
  expect(parseRetryAfter(String(seconds), now)).toBe(seconds * 1000)
})

propertyTest('F02: an IMF-fixdate from toUTCString round-trips', [instant], (time) => {
  const header = new Date(time).toUTCString()
  expect(parseRetryAfter(header, now)).toBe(Math.max(0, time - now))
})
