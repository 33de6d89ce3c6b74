import { isPairingExpired } from './pairing/pairingExpiry.js'

export type PairingDecision = 'new' | 'reuse' | 'wait'

export type DecidePairingParameters = {
  /** A pairing is on offer and its connect is still running. */
  pending: boolean
  /** When its URI stops being offered (ms since epoch); undefined while the URI is on its way. */
  expiry: number | undefined
  now: number
  /** The visitor asked for a fresh one (Retry). */
  retry: boolean
  /** Telegram or iOS Safari, where leaving for the wallet app may suspend the page (SPEC §4). */
  waitsForPendingPairing: boolean
}

/**
 * Whether a WalletConnect connect makes a fresh pairing or keeps the one on offer. A pairing with
 * 10 s or less left counts as expired (SPEC §4) and is replaced; a still-valid one is reused, and
 * on Telegram or iOS Safari the connect waits for it rather than starting over.
 */
export function decidePairing({
  pending,
  expiry,
  now,
  retry,
  waitsForPendingPairing,
}: DecidePairingParameters): PairingDecision {
  if (retry || !pending) return 'new'
  if (expiry !== undefined && isPairingExpired(expiry, now)) return 'new'
  return waitsForPendingPairing ? 'wait' : 'reuse'
}
