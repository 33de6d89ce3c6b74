import { createSiwxMessenger } from '../session/createSiwxMessenger.js'
import type { SiwxSession, SiwxStorage } from '../session/types.js'

export const appDomain = 'app.example'
export const appOrigin = 'https://app.example'
/** A fixed clock: 2026-11-26T12:00:00Z. */
export const testNow = Date.parse('2026-11-26T12:00:00Z')

type Signer = { address: string; sign: (message: string) => Promise<string> }

/** A session signed by `signer` for `chainId`, its message made by Kit's messenger. */
export async function createSignedSession({
  signer,
  chainId = 'eip155:1',
  now = testNow,
  expiration,
  nonce,
}: {
  signer: Signer
  chainId?: string
  now?: number
  expiration?: number
  nonce?: string
}): Promise<SiwxSession> {
  const messenger = createSiwxMessenger({
    domain: appDomain,
    uri: appOrigin,
    statement: 'Sign in to Example.',
    expiration,
    getNonce: nonce === undefined ? undefined : async () => nonce,
    now: () => now,
  })
  const message = await messenger.createMessage({ accountAddress: signer.address, chainId })
  const { toString: _, ...data } = message
  const text = message.toString()
  return { data, message: text, signature: await signer.sign(text) }
}

/** A `Storage` over a Map; `full` makes every write throw as a full quota does. */
export function createTestStorage() {
  const items = new Map<string, string>()
  const state = { full: false, writes: 0 }
  const storage: Storage = {
    get length() {
      return items.size
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem(key, value) {
      state.writes++
      if (state.full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
      items.set(key, value)
    },
  }
  return { storage, items, state }
}

/** A storage keeping sessions as given, with no checks (to see what `createSIWX` checks). */
export function createPlainStorage(): SiwxStorage & { sessions: SiwxSession[] } {
  const sessions: SiwxSession[] = []
  return {
    sessions,
    async add(session) {
      sessions.push(session)
    },
    async set(next) {
      sessions.splice(0, sessions.length, ...next)
    },
    async get(chainId, address) {
      return sessions.filter(
        (session) => session.data.chainId === chainId && session.data.accountAddress === address,
      )
    },
    async delete(chainId, address) {
      const kept = sessions.filter(
        (session) => session.data.chainId !== chainId || session.data.accountAddress !== address,
      )
      sessions.splice(0, sessions.length, ...kept)
    },
  }
}
