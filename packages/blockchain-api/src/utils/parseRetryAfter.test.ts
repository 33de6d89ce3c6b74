import { describe, expect, it } from 'vitest'
import { parseRetryAfter } from './parseRetryAfter.js'

const now = Date.UTC(2025, 0, 6, 12, 0, 0)

describe('parseRetryAfter', () => {
  it.each([
    ['3', 3_000],
    [' 0 ', 0],
    ['86400', 86_400_000],
    [new Date(now + 10_000).toUTCString(), 10_000],
    ['Monday, 06-Jan-25 12:00:30 GMT', 30_000],
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
