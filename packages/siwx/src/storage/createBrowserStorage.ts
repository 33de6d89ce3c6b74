import { sameAccount } from '../session/sameAccount.js'
import type { SiwxSession, SiwxStorage } from '../session/types.js'
import { verifySession } from '../session/verifySession.js'
import type { SiwxVerifier } from '../verify/types.js'

export type CreateBrowserStorageParameters = {
  /** Checks each stored session again when it is read (S11). */
  verifiers: readonly SiwxVerifier[]
  /** The storage key; `@kit/siwx` unless told. */
  key?: string | undefined
  /** `localStorage` unless told (tests pass their own). */
  storage?: Storage | undefined
  /** Lifetime of a session whose message has no `Expiration Time`; 7 days unless told. */
  maxAgeMs?: number | undefined
  /** Sessions kept at most; the oldest go first. 50 unless told. */
  maxSessions?: number | undefined
  /** Milliseconds since the epoch; `Date.now` unless told. */
  now?: (() => number) | undefined
}

/**
 * Sessions in the browser's storage, one per chain and address. A read checks each session
 * again (its message parses, `data` is the message's own, it has not expired and the signature
 * still verifies) and drops the ones that fail: a session edited in storage never comes back
 * (S11). When the storage is unavailable (blocked, absent) or full, sessions live in memory for
 * the page's lifetime instead. It does not verify what it is given to `add`: `createSIWX` does.
 * @example
 * const storage = createBrowserStorage({ verifiers: [createEip155Verifier()] })
 */
export function createBrowserStorage({
  verifiers,
  key = '@kit/siwx',
  storage: givenStorage,
  maxAgeMs,
  maxSessions = 50,
  now = Date.now,
}: CreateBrowserStorageParameters): SiwxStorage {
  // What was last read or written; the only copy when the storage cannot be used.
  let memory: SiwxSession[] = []
  // Set while the storage holds less than memory (it was full or refused the write).
  let memoryAhead = false

  const storage = (): Storage | undefined => {
    try {
      return givenStorage ?? globalThis.localStorage ?? undefined
    } catch {
      // A sandboxed frame throws SecurityError on the mere access (SECURITY F12).
      return undefined
    }
  }

  const read = (): SiwxSession[] => {
    if (memoryAhead) return memory
    let text: string | null | undefined
    try {
      text = storage()?.getItem(key)
    } catch {
      return memory
    }
    if (text === undefined) return memory
    if (text === null) {
      memory = []
      return memory
    }
    try {
      const value: unknown = JSON.parse(text)
      memory = Array.isArray(value) ? value.filter(hasAccount).slice(-maxSessions) : []
    } catch {
      memory = []
    }
    return memory
  }

  const write = (sessions: SiwxSession[]) => {
    memory = sessions.slice(-maxSessions)
    const target = storage()
    memoryAhead = true
    if (!target) return
    let kept = memory
    // Full storage: store the newest sessions that fit; memory keeps them all for this page.
    while (kept.length > 0) {
      try {
        target.setItem(key, JSON.stringify(kept))
        memoryAhead = kept.length < memory.length
        return
      } catch {
        kept = kept.slice(1)
      }
    }
    try {
      target.removeItem(key)
      memoryAhead = memory.length > 0
    } catch {
      // Memory holds them.
    }
  }

  return {
    async add(session) {
      const { chainId, accountAddress } = session.data
      write([...read().filter((stored) => !sameAccount(stored, chainId, accountAddress)), session])
    },
    async set(sessions) {
      write([...sessions])
    },
    async get(chainId, address) {
      const sessions = read()
      const matching = sessions.filter((session) => sameAccount(session, chainId, address))
      const results = await Promise.all(
        matching.map((session) => verifySession({ session, verifiers, now: now(), maxAgeMs })),
      )
      // A contract wallet's chain that cannot answer leaves its session stored, not served.
      const dropped = matching.filter((_, index) => {
        const result = results[index]
        return result !== undefined && !result.valid && result.reason !== 'unverified'
      })
      if (dropped.length > 0) {
        const gone = new Set(dropped.map(identify))
        write(read().filter((session) => !gone.has(identify(session))))
      }
      return matching.filter((_, index) => results[index]?.valid)
    },
    async delete(chainId, address) {
      write(read().filter((session) => !sameAccount(session, chainId, address)))
    },
  }
}

/** One session's identity: what was signed, and its signature. */
function identify(session: SiwxSession): string {
  return `${session.signature}\n${session.message}`
}

/** Whether a stored value names an account and chain (anything else is dropped unread). */
function hasAccount(value: unknown): value is SiwxSession {
  const data = (value as { data?: unknown } | null)?.data as Record<string, unknown> | undefined
  return (
    typeof data === 'object' &&
    data !== null &&
    typeof data.chainId === 'string' &&
    typeof data.accountAddress === 'string'
  )
}
