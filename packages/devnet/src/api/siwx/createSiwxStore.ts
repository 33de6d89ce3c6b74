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
  /**
   * Answers `true` once per issued, unexpired nonce. Given the sign-in's group (`signInGroup`:
   * one message signed on several eip155 chains), it also answers `true` once per further chain
   * of that same group while the nonce would have lived: one nonce per sign-in, not per session.
   */
  consumeNonce(nonce: string, signIn?: { group: string; chainId: string } | undefined): boolean
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
  // Nonces used by a multi-chain sign-in: its group, the chains signed in so far, until when.
  const groups = new Map<string, { group: string; chains: Set<string>; expiresAt: number }>()
  const sessions = new Map<string, SiwxSessionRecord>()
  const live = (session: SiwxSessionRecord | undefined) =>
    session !== undefined && session.expiresAt > now() ? session : undefined
  return {
    issueNonce() {
      for (const [nonce, expiresAt] of nonces) if (expiresAt <= now()) nonces.delete(nonce)
      for (const [nonce, used] of groups) if (used.expiresAt <= now()) groups.delete(nonce)
      const nonce = randomBytes(16).toString('hex')
      const expiresAt = now() + nonceTtlMs
      nonces.set(nonce, expiresAt)
      return { nonce, expiresAt }
    },
    consumeNonce(nonce, signIn) {
      const expiresAt = nonces.get(nonce)
      if (expiresAt !== undefined) {
        nonces.delete(nonce)
        if (now() >= expiresAt) return false
        if (signIn)
          groups.set(nonce, { group: signIn.group, chains: new Set([signIn.chainId]), expiresAt })
        return true
      }
      const used = groups.get(nonce)
      if (!signIn || !used || now() >= used.expiresAt) return false
      if (used.group !== signIn.group || used.chains.has(signIn.chainId)) return false
      used.chains.add(signIn.chainId)
      return true
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
