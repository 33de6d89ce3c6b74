import { fc, propertyTest } from '@kit/fuzz'
import { expect } from 'vitest'
import { parseRetryAfter } from './parseRetryAfter.js'

const now = Date.UTC(2026, 0, 1)

propertyTest(
  'item 4: any Retry-After header is a wait of at least 0 ms or none, never a throw',
  [fc.oneof(fc.string(), fc.constant(null))],
  (header) => {
    const wait = parseRetryAfter(header, now)
    expect(wait === undefined || (Number.isFinite(wait) && wait >= 0)).toBe(true)
  },
)

propertyTest(
  'item 4: delay-seconds is that many seconds',
  [fc.integer({ min: 0, max: 10_000_000 })],
  (seconds) => {
    expect(parseRetryAfter(` ${seconds} `, now)).toBe(seconds * 1000)
  },
)

propertyTest(
  'item 4: an IMF-fixdate is the time until it, or no wait when it is past',
  [
    fc.date({
      min: new Date('0001-01-01T00:00:00Z'),
      max: new Date(Date.UTC(2090, 0, 1)),
      noInvalidDate: true,
    }),
  ],
  (date) => {
    const time = Math.floor(date.getTime() / 1000) * 1000
    expect(parseRetryAfter(new Date(time).toUTCString(), now)).toBe(Math.max(0, time - now))
  },
)
