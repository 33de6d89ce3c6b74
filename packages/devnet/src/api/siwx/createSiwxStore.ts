import { randomBytes } from 'node:crypto'
import type { SiwxSessionRecord } from '@kit/blockchain-api'

export type CreateSiwxStoreParameters = {
  now: () => number
  /** How long an issued nonce can be used; 10 minutes unless told. */
  nonceTtlMs?: number | undefined
  /** Sessions last at most this long, whatever their message says; 7 days unless told. */
  maxSessionMs?: number | undefined
}

/** The sign-in bookkeeping of one API server: issued nonces and live sessions. */
export type SiwxStore = {
  /** A fresh nonce (128 bits, hex), usable once until `expiresAt`. */
  issueNonce(): { nonce: string; expiresAt: number }
  /** Answers `true` once per issued, unexpired nonce. */
  consumeNonce(nonce: string): boolean
  add(
    session: Omit<SiwxSessionRecord, 'id' | 'expiresAt'>,
    expiresAt: number | undefined,
  ): SiwxSessionRecord
  get(id: string): SiwxSessionRecord | undefined
  list(chainId: string, address: string): SiwxSessionRecord[]
  remove(id: string): void
}

/** Sign-in nonces and sessions in memory; expired ones are never served. */
export function createSiwxStore({
  now,
  nonceTtlMs = 10 * 60 * 1000,
  maxSessionMs = 7 * 24 * 60 * 60 * 1000,
}: CreateSiwxStoreParameters): SiwxStore {
  const nonces = new Map<string, number>()
  const sessions = new Map<string, SiwxSessionRecord>()
  const live = (session: SiwxSessionRecord | undefined) =>
    session !== undefined && session.expiresAt > now() ? session : undefined
  return {
    issueNonce() {
      for (const [nonce, expiresAt] of nonces) if (expiresAt <= now()) nonces.delete(nonce)
      const nonce = randomBytes(16).toString('hex')
      const expiresAt = now() + nonceTtlMs
      nonces.set(nonce, expiresAt)
      return { nonce, expiresAt }
    },
    consumeNonce(nonce) {
      const expiresAt = nonces.get(nonce)
      nonces.delete(nonce)
      return expiresAt !== undefined && now() < expiresAt
    },
    add(session, expiresAt) {
      const id = randomBytes(16).toString('hex')
      const record = {
        id,
        ...session,
        expiresAt: Math.min(expiresAt ?? Number.POSITIVE_INFINITY, now() + maxSessionMs),
      }
      sessions.set(id, record)
      return record
    },
    get: (id) => live(sessions.get(id)),
    list(chainId, address) {
      const sameAddress = chainId.startsWith('eip155:')
        ? (other: string) => other.toLowerCase() === address.toLowerCase()
        : (other: string) => other === address
      return [...sessions.values()].filter(
        (session) =>
          live(session) &&
          session.data.chainId === chainId &&
          sameAddress(session.data.accountAddress),
      )
    },
    remove: (id) => void sessions.delete(id),
  }
}
