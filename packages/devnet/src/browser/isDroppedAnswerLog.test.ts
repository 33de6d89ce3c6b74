import { describe, expect, it } from 'vitest'
import { isDroppedAnswerLog } from './isDroppedAnswerLog.js'

// The two lines as Chromium's console preview gave them in a run of the migration apps.
const failed =
  '{time: 1795811854931, level: 50, msg: onRelayMessage() -> failed to process an inbound m…OMtcpo2iAK03Vl7wMB3x/b9lB8DhSKnUsgT8NjLEcix1EXw==}'
const noMatch = '{time: 1795811854932, level: 50, msg: No matching key. history: 1795811854733708}'

describe('isDroppedAnswerLog', () => {
  it('recognises the pair, with or without a prefix the test added', () => {
    expect(isDroppedAnswerLog({ previous: failed, current: noMatch })).toBe(true)
    expect(isDroppedAnswerLog({ previous: `wallet console: ${failed}`, current: noMatch })).toBe(
      true,
    )
  })

  it('does not pass either line alone, or the pair in the other order', () => {
    expect(isDroppedAnswerLog({ previous: '', current: noMatch })).toBe(false)
    expect(isDroppedAnswerLog({ previous: 'some other error', current: noMatch })).toBe(false)
    expect(isDroppedAnswerLog({ previous: failed, current: failed })).toBe(false)
    expect(isDroppedAnswerLog({ previous: noMatch, current: failed })).toBe(false)
  })

  it('does not pass a "No matching key" line that says something more', () => {
    const more = noMatch.replace('}', ' and the session is gone}')
    expect(isDroppedAnswerLog({ previous: failed, current: more })).toBe(false)
  })
})
