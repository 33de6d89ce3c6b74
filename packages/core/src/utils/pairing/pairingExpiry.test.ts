import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  getPairingExpiry,
  isPairingExpired,
  type PairingPlatform,
  pairingExpiryMarginMs,
  pairingLifetimeMs,
  shouldReusePairing,
  shouldWaitForPendingPairing,
} from './pairingExpiry.js'

const topic = 'a'.repeat(64)
const symKey = 'b'.repeat(64)
const uri = `wc:${topic}@2?symKey=${symKey}&relay-protocol=irn`
const now = 1_700_000_000_000

const desktop: PairingPlatform = { telegram: false, iosSafari: false }
const telegram: PairingPlatform = { telegram: true, iosSafari: false }
const iosSafari: PairingPlatform = { telegram: false, iosSafari: true }

afterEach(() => {
  vi.useRealTimers()
})

describe('pairing constants (SPEC §4)', () => {
  it('gives a pairing 4 minutes and a 10-second margin', () => {
    expect(pairingLifetimeMs).toBe(4 * 60 * 1000)
    expect(pairingExpiryMarginMs).toBe(10 * 1000)
  })
})

describe('getPairingExpiry', () => {
  it('adds the 4-minute lifetime by default', () => {
    expect(getPairingExpiry(now)).toBe(now + 240_000)
  })

  it('adds a given lifetime', () => {
    expect(getPairingExpiry(now, 60_000)).toBe(now + 60_000)
  })
})

describe('isPairingExpired', () => {
  it('counts an unknown expiry as expired', () => {
    expect(isPairingExpired(undefined, now)).toBe(true)
  })

  it.each([Number.NaN, Number.POSITIVE_INFINITY, '1' as unknown as number])(
    'counts a non-finite or non-number expiry (%s) as expired',
    (expiry) => {
      expect(isPairingExpired(expiry, now)).toBe(true)
    },
  )

  it.each([
    ['a fresh pairing', 240_000, false],
    ['11 seconds left', 11_000, false],
    ['10.001 seconds left', 10_001, false],
    ['exactly 10 seconds left', 10_000, true],
    ['9 seconds left', 9_000, true],
    ['no time left', 0, true],
    ['a pairing past its expiry', -1_000, true],
  ])('%s', (_, left, expired) => {
    expect(isPairingExpired(now + left, now)).toBe(expired)
  })

  it('uses Date.now() by default', () => {
    vi.useFakeTimers({ now })
    const expiry = getPairingExpiry(Date.now())
    expect(isPairingExpired(expiry)).toBe(false)
    vi.advanceTimersByTime(pairingLifetimeMs - pairingExpiryMarginMs - 1)
    expect(isPairingExpired(expiry)).toBe(false)
    vi.advanceTimersByTime(1)
    expect(isPairingExpired(expiry)).toBe(true)
  })
})

describe('shouldWaitForPendingPairing', () => {
  it.each([
    ['Telegram', telegram, true],
    ['iOS Safari', iosSafari, true],
    ['both', { telegram: true, iosSafari: true }, true],
    ['elsewhere', desktop, false],
  ])('on %s', (_, platform, expected) => {
    expect(shouldWaitForPendingPairing(platform)).toBe(expected)
  })
})

describe('shouldReusePairing', () => {
  const expiry = getPairingExpiry(now)

  it.each([
    ['Telegram', telegram, true],
    ['iOS Safari', iosSafari, true],
    ['elsewhere', desktop, false],
  ])('reuses a still-valid URI on %s only', (_, platform, expected) => {
    expect(shouldReusePairing({ uri, expiry, now, platform })).toBe(expected)
  })

  it('does not reuse an expired pairing', () => {
    expect(shouldReusePairing({ uri, expiry: now + 10_000, now, platform: telegram })).toBe(false)
    expect(shouldReusePairing({ uri, expiry: undefined, now, platform: telegram })).toBe(false)
  })

  it('does not reuse a missing or malformed URI', () => {
    expect(shouldReusePairing({ uri: undefined, expiry, now, platform: telegram })).toBe(false)
    expect(shouldReusePairing({ uri: '', expiry, now, platform: telegram })).toBe(false)
    expect(
      shouldReusePairing({ uri: uri.replace('symKey', 'key'), expiry, now, platform: iosSafari }),
    ).toBe(false)
  })

  it('does not reuse a URI whose own expiryTimestamp has passed', () => {
    const stale = `${uri}&expiryTimestamp=${now / 1000 - 1}`
    expect(shouldReusePairing({ uri: stale, expiry, now, platform: telegram })).toBe(false)
  })

  it('uses Date.now() by default', () => {
    vi.useFakeTimers({ now })
    expect(shouldReusePairing({ uri, expiry, platform: telegram })).toBe(true)
    vi.advanceTimersByTime(pairingLifetimeMs)
    expect(shouldReusePairing({ uri, expiry, platform: telegram })).toBe(false)
  })
})
