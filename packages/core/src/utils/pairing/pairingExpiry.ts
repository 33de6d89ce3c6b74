import type { Platform } from '../platform.js'
import { pairingExpiryMarginMs, pairingLifetimeMs } from './pairingLifetime.js'
import { isValidPairingUri } from './parsePairingUri.js'

export { pairingExpiryMarginMs, pairingLifetimeMs }

/** The platform facts the pairing rules read. */
export type PairingPlatform = Pick<Platform, 'iosSafari' | 'telegram'>

export type ShouldReusePairingParameters = {
  /** The pairing URI already shown, if any. */
  uri: string | undefined
  /** When that pairing expires, in milliseconds. */
  expiry: number | undefined
  /** The current time in milliseconds; defaults to `Date.now()`. */
  now?: number | undefined
  platform: PairingPlatform
}

/** When a pairing created at `now` (ms) expires, in milliseconds. */
export function getPairingExpiry(now: number, lifetimeMs: number = pairingLifetimeMs): number {
  return now + lifetimeMs
}

/**
 * Whether a pairing must no longer be offered: no known expiry, or 10 seconds or less left
 * (SPEC §4).
 */
export function isPairingExpired(expiry: number | undefined, now: number = Date.now()): boolean {
  if (typeof expiry !== 'number' || !Number.isFinite(expiry)) return true
  return expiry - now <= pairingExpiryMarginMs
}

/**
 * Whether to show the pairing URI already created instead of asking for a new one: only on
 * Telegram or iOS Safari (SPEC §4), and only while the URI is well formed and not expired.
 */
export function shouldReusePairing({
  uri,
  expiry,
  now = Date.now(),
  platform,
}: ShouldReusePairingParameters): boolean {
  if (!shouldWaitForPendingPairing(platform)) return false
  if (typeof uri !== 'string' || !isValidPairingUri(uri, { now })) return false
  return !isPairingExpired(expiry, now)
}

/** Whether connecting waits for a pairing already under way: on Telegram or iOS Safari (SPEC §4). */
export function shouldWaitForPendingPairing(platform: PairingPlatform): boolean {
  return platform.telegram || platform.iosSafari
}
