import { fc, propertyTest } from '@kit/fuzz'
import { expect } from 'vitest'
import { hasValidSiwxSession } from './hasValidSiwxSession.js'

const now = Date.UTC(2026, 0, 1)
const session = (expirationTime: unknown) => ({
  data: { accountAddress: '0xab', chainId: 'eip155:1', expirationTime },
  message: 'm',
  signature: '0x',
})

propertyTest(
  'hasValidSiwxSession: whatever getSessions answers, a boolean and never a throw',
  [fc.array(fc.jsonValue())],
  (sessions) => {
    expect(typeof hasValidSiwxSession(sessions, now)).toBe('boolean')
  },
)

propertyTest(
  'hasValidSiwxSession: a session counts exactly when it has no expiry or expires later',
  [fc.option(fc.integer({ min: -1e12, max: 1e12 }), { nil: undefined })],
  (offset) => {
    const expiry = offset === undefined ? undefined : new Date(now + offset).toISOString()
    expect(hasValidSiwxSession([session(expiry)], now)).toBe(offset === undefined || offset > 0)
  },
)

propertyTest(
  'hasValidSiwxSession: an expiry that cannot be read is not valid',
  [fc.string().filter((text) => Number.isNaN(Date.parse(text)))],
  (text) => {
    expect(hasValidSiwxSession([session(text)], now)).toBe(false)
  },
)
