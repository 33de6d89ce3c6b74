import { describe, expect, it } from 'vitest'
import { parseRetryAfter } from './parseRetryAfter.js'

const now = Date.UTC(2025, 0, 6, 12, 0, 0)

describe('parseRetryAfter', () => {
  it.each([
    ['3', 3_000],
    [' 0 ', 0],
    ['86400', 86_400_000],
    [new Date(now + 10_000).toUTCString(), 10_000],
    ['Mon, 06 Jan 2025 12:00:30 GMT', 30_000],
    [new Date(now - 10_000).toUTCString(), 0],
  ])('reads %j as %i ms', (header, ms) => {
    expect(parseRetryAfter(header, now)).toBe(ms)
  })

  it.each([[null], [''], ['-1'], ['1.5'], ['soon'], ['3 s'], ['Foo, 99 Bar 2025']])(
    'ignores %j',
    (header) => {
      expect(parseRetryAfter(header, now)).toBeUndefined()
    },
  )
})

describe('F02: only delay-seconds and IMF-fixdate are honoured', () => {
  it.each([
    ['a 1'],
    ['Tue 1'],
    ['1 a'],
    ['Monday, 06-Jan-25 12:00:30 GMT'],
    ['Mon Jan  6 12:00:30 2025'],
    ['Mon, 06 Jan 2025 12:00:30 UTC'],
    ['Mon, 6 Jan 2025 12:00:30 GMT'],
    ['Tue, 06 Jan 2025 12:00:30 GMT'],
    ['Thu, 30 Feb 2025 12:00:30 GMT'],
    ['Mon, 06 Jan 2025 24:00:30 GMT'],
    ['2025-01-06T12:00:30Z'],
    ['0x10'],
    ['1e3'],
  ])('F02: %j means normal backoff', (header) => {
    expect(parseRetryAfter(header, now)).toBeUndefined()
  })
})
