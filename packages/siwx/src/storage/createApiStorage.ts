import type { SiwxSessionRecord } from '@kit/blockchain-api'
import type { ApiClient } from '@kit/blockchain-api/client'
import { createSiwxSession } from '@kit/blockchain-api/modules/actions/createSiwxSession'
import { issueSiwxNonce } from '@kit/blockchain-api/modules/actions/issueSiwxNonce'
import { listSiwxSessions } from '@kit/blockchain-api/modules/actions/listSiwxSessions'
import { revokeSiwxSession } from '@kit/blockchain-api/modules/actions/revokeSiwxSession'
import { sameAccount } from '../session/sameAccount.js'
import type { SiwxSession, SiwxStorage } from '../session/types.js'
import { verifySession } from '../session/verifySession.js'
import type { SiwxVerifier } from '../verify/types.js'

export type CreateApiStorageParameters = {
  /** A client of the blockchain API (`createApiClient({ baseUrl, projectId })`). */
  client: ApiClient
  /**
   * When given, each session the API serves is checked here too (its data is the signed
   * message's, it has not expired, its signature verifies), so a session the API altered is
   * not used (S11).
   */
  verifiers?: readonly SiwxVerifier[] | undefined
  /** Milliseconds since the epoch; `Date.now` unless told. */
  now?: (() => number) | undefined
}

/** Sessions kept by the API, and the API's nonces for the messages. */
export type ApiStorage = SiwxStorage & {
  /** A nonce from the API, accepted once when the signed session is added: `createSIWX`'s `getNonce`. */
  getNonce(): Promise<string>
}

/**
 * Sessions kept by the blockchain API's sign-in endpoints: the API verifies each session it is
 * given (its nonce, issued by the API, is used once; its domain must be the page's origin) and
 * serves it per chain and address until it expires or is revoked. `set` replaces the sessions of
 * every account this storage has seen, each of the new ones verified by the API (sessions signed
 * together on several chains with one nonce, as one-click auth makes them, each open one).
 * Pass `getNonce` to `createSIWX` so the messages carry the API's nonces.
 * @example
 * const storage = createApiStorage({ client, verifiers })
 * const siwx = createSIWX({ storage, getNonce: storage.getNonce, verifiers })
 */
export function createApiStorage({
  client,
  verifiers,
  now = Date.now,
}: CreateApiStorageParameters): ApiStorage {
  // The accounts seen here, for `set` (the API lists sessions per account only).
  const accounts = new Map<string, { chainId: string; address: string }>()
  const remember = (chainId: string, address: string) =>
    accounts.set(`${chainId} ${chainId.startsWith('eip155:') ? address.toLowerCase() : address}`, {
      chainId,
      address,
    })
  const list = async (chainId: string, address: string): Promise<SiwxSessionRecord[]> => {
    remember(chainId, address)
    const { sessions } = await listSiwxSessions(client, { chainId, address })
    return sessions.filter((record) => sameAccount(record, chainId, address))
  }

  return {
    getNonce: async () => (await issueSiwxNonce(client, {})).nonce,
    async add({ data, message, signature }) {
      remember(data.chainId, data.accountAddress)
      await createSiwxSession(client, { data, message, signature })
    },
    async get(chainId, address) {
      const sessions = (await list(chainId, address)).map(toSession)
      if (!verifiers) return sessions
      const results = await Promise.all(
        sessions.map((session) => verifySession({ session, verifiers, now: now() })),
      )
      return sessions.filter((_, index) => results[index]?.valid)
    },
    async delete(chainId, address) {
      const records = await list(chainId, address)
      await Promise.all(
        records.map(({ id, signature }) => revokeSiwxSession(client, { id, signature })),
      )
    },
    async set(sessions) {
      for (const { data } of sessions) remember(data.chainId, data.accountAddress)
      const kept = new Set(sessions.map((session) => session.signature))
      const stored = new Set<string>()
      for (const { chainId, address } of [...accounts.values()]) {
        for (const record of await list(chainId, address)) {
          stored.add(record.signature)
          if (!kept.has(record.signature))
            await revokeSiwxSession(client, { id: record.id, signature: record.signature })
        }
      }
      // Sessions signed together with one nonce (one-click auth signs the same message on each
      // chain) are each kept: the API takes a nonce once per sign-in, once on each chain.
      for (const { data, message, signature } of sessions) {
        if (stored.has(signature)) continue
        await createSiwxSession(client, { data, message, signature })
      }
    },
  }
}

function toSession({ data, message, signature }: SiwxSessionRecord): SiwxSession {
  return { data, message, signature }
}
