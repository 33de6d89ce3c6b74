import type { SessionResponse } from '@kit/blockchain-api'

/** A stored session and the id it is served under. */
export type StoredSession = SessionResponse & { readonly id: string }

/** The smart-session records of one server. */
export type SessionStore = {
  get: (id: string) => StoredSession | undefined
  /** Marks the session revoked; returns the updated record. */
  revoke: (id: string) => StoredSession | undefined
}

/** The in-memory smart-session records of one API server. */
export function createSessionStore(initial: readonly StoredSession[]): SessionStore {
  const sessions = new Map(initial.map((session) => [session.id, { ...session }]))
  return {
    get: (id) => sessions.get(id),
    revoke(id) {
      const session = sessions.get(id)
      if (!session) return undefined
      const revoked = { ...session, revoked: true }
      sessions.set(id, revoked)
      return revoked
    },
  }
}
