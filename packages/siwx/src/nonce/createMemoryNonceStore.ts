import type { SiwxNonceStore } from '../verify/types.js'
import { createNonce } from './createNonce.js'

export type CreateMemoryNonceStoreParameters = {
  /** How long an issued nonce can be used, in milliseconds; 10 minutes unless told. */
  ttlMs?: number | undefined
  /** Nonces outstanding at most; past it the oldest is forgotten. 10,000 unless told. */
  maxSize?: number | undefined
  /** Milliseconds since the epoch; `Date.now` unless told. */
  now?: (() => number) | undefined
}

/** A nonce store that also hands the nonces out. */
export type MemoryNonceStore = SiwxNonceStore & {
  /** A fresh CSPRNG nonce (≥ 96 bits), usable once within the TTL. */
  issue(): string
  /** Records a nonce made elsewhere (a message this page built) as usable once. */
  remember(nonce: string): void
}

/**
 * Issued nonces kept in memory, each accepted once and only within its TTL (S09): enough for a
 * page, a test or one small server process. Servers that run several processes need a shared
 * store: anything with `consume(nonce): Promise<boolean>` that answers `true` once per issued,
 * unexpired nonce (an atomic delete in Redis or SQL, for example) fits `SiwxNonceStore`.
 * @example
 * const nonces = createMemoryNonceStore({ ttlMs: 5 * 60_000 })
 * app.get('/nonce', () => nonces.issue())
 */
export function createMemoryNonceStore({
  ttlMs = 10 * 60 * 1000,
  maxSize = 10_000,
  now = Date.now,
}: CreateMemoryNonceStoreParameters = {}): MemoryNonceStore {
  // Insertion order is issue order, so the oldest entries come first.
  const expiries = new Map<string, number>()
  const prune = () => {
    const time = now()
    for (const [nonce, expiresAt] of expiries) {
      if (expiresAt > time && expiries.size < maxSize) break
      expiries.delete(nonce)
    }
  }
  const remember = (nonce: string) => {
    prune()
    expiries.delete(nonce)
    expiries.set(nonce, now() + ttlMs)
  }
  return {
    issue() {
      const nonce = createNonce()
      remember(nonce)
      return nonce
    },
    remember,
    async consume(nonce) {
      const expiresAt = expiries.get(nonce)
      expiries.delete(nonce)
      return expiresAt !== undefined && now() < expiresAt
    },
  }
}
