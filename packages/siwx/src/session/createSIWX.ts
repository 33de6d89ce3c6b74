import { SiwxVerificationError } from '../errors/verify.js'
import { createMemoryNonceStore } from '../nonce/createMemoryNonceStore.js'
import { createBrowserStorage } from '../storage/createBrowserStorage.js'
import { lazyVerifier } from '../verify/lazyVerifier.js'
import type { SiwxVerifier } from '../verify/types.js'
import { verifySiwx } from '../verify/verifySiwx.js'
import {
  type CreateSiwxMessengerParameters,
  createSiwxMessenger,
  locationPart,
} from './createSiwxMessenger.js'
import type {
  SiwxCreatedMessage,
  SiwxMessageInput,
  SiwxMessenger,
  SiwxSession,
  SiwxStorage,
} from './types.js'
import { dataMatches, isSessionShape, verifySession } from './verifySession.js'

export type CreateSiwxParameters = CreateSiwxMessengerParameters & {
  /** Whether the visitor must sign in: declining then disconnects. `true` unless told. */
  required?: boolean | undefined
  /** Makes the messages; `createSiwxMessenger(…)` of the options here unless told. */
  messenger?: SiwxMessenger | undefined
  /**
   * One verifier per namespace signed in with; eip155 (EOA signatures only) and Solana unless
   * told, each loaded on its first check. Give `createEip155Verifier({ rpcUrls })` for contract wallets and
   * `createBip122Verifier()` for Bitcoin.
   */
  verifiers?: readonly SiwxVerifier[] | undefined
  /** Where sessions live; `createBrowserStorage({ verifiers })` unless told. */
  storage?: SiwxStorage | undefined
  /** Whether a disconnect clears the sessions. `true` unless told. */
  signOutOnDisconnect?: boolean | undefined
  /** How far `Issued At` may be from the clock when a session is added; 5 minutes unless told. */
  maxSkewMs?: number | undefined
  /** How long a message's nonce can be signed, in milliseconds; 10 minutes unless told. */
  nonceTtlMs?: number | undefined
}

/** A sign-in setup for the `siwx` option (AppKit's `SIWXConfig`). */
export type Siwx = {
  createMessage(input: SiwxMessageInput): Promise<SiwxCreatedMessage>
  addSession(session: SiwxSession): Promise<void>
  getSessions(chainId: string, address: string): Promise<SiwxSession[]>
  revokeSession(chainId: string, address: string): Promise<void>
  setSessions(sessions: SiwxSession[]): Promise<void>
  getRequired(): boolean
  signOutOnDisconnect: boolean
}

/**
 * Sign in with X, in the spirit of AppKit's `DefaultSIWX`: a messenger, verifiers and a storage,
 * each replaceable. `addSession` verifies before it stores (domain and `uri` origin against the
 * messages this setup makes, chain, time window, signature, and the message's nonce, accepted
 * once and only if this setup put it in a message: S07–S10), and checks that `data` is the signed
 * message's own (S11); a session that fails is never written and the call throws
 * `SiwxVerificationError`. `setSessions` checks each session the same way (sessions signed
 * together, as one-click auth makes them, may share their nonce) before it replaces the stored
 * ones. `getSessions` serves only sessions that still verify.
 * @example
 * createAppKit({ ..., siwx: createSIWX({ statement: 'Sign in to Example.' }) })
 */
export function createSIWX(parameters: CreateSiwxParameters = {}): Siwx {
  const {
    required = true,
    signOutOnDisconnect = true,
    maxSkewMs,
    nonceTtlMs,
    now = Date.now,
  } = parameters
  const verifiers = parameters.verifiers ?? defaultVerifiers()
  const messenger = parameters.messenger ?? createSiwxMessenger(parameters)
  const storage = parameters.storage ?? createBrowserStorage({ verifiers, now })
  // The nonces of the messages made here: a signed message is accepted once, and only if ours.
  const nonces = createMemoryNonceStore({ ttlMs: nonceTtlMs, now })

  /** The full check of a new session (S07-S11); `batch` lets sessions signed together share a nonce. */
  const verifyNew = async (session: SiwxSession, batch = new Set<string>()): Promise<void> => {
    if (!isSessionShape(session)) throw new SiwxVerificationError({ reason: 'malformedSession' })
    const verifier = verifiers.find((candidate) => candidate.namespace === namespaceOf(session))
    if (!verifier) throw new SiwxVerificationError({ reason: 'unsupportedNamespace' })
    const fields = await verifySiwx({
      message: session.message,
      signature: session.signature,
      expected: {
        domain: parameters.domain ?? locationPart('host'),
        origin: parameters.uri ?? locationPart('origin'),
        chainId: session.data.chainId,
        now: now(),
        maxSkewMs,
      },
      nonces: {
        async consume(nonce) {
          if (batch.has(nonce)) return true
          const fresh = await nonces.consume(nonce)
          if (fresh) batch.add(nonce)
          return fresh
        },
      },
      verifier,
    })
    if (!dataMatches(session.data, fields))
      throw new SiwxVerificationError({ reason: 'dataMismatch' })
  }

  return {
    async createMessage(input) {
      const message = await messenger.createMessage(input)
      nonces.remember(message.nonce)
      return message
    },
    async addSession(session) {
      await verifyNew(session)
      await storage.add(session)
    },
    async getSessions(chainId, address) {
      const sessions = await storage.get(chainId, address)
      const results = await Promise.all(
        sessions.map((session) => verifySession({ session, verifiers, now: now() })),
      )
      return sessions.filter((_, index) => results[index]?.valid)
    },
    async revokeSession(chainId, address) {
      await storage.delete(chainId, address)
    },
    async setSessions(sessions) {
      // One-click auth signs one message per chain with one nonce: it counts once for them all.
      const batch = new Set<string>()
      for (const session of sessions) await verifyNew(session, batch)
      await storage.set(sessions)
    },
    getRequired: () => required,
    signOutOnDisconnect,
  }
}

/** eip155 (EOA signatures) and Solana, each loaded on its first check. */
function defaultVerifiers(): SiwxVerifier[] {
  return [
    lazyVerifier('eip155', async () =>
      (await import('../eip155/createEip155Verifier.js')).createEip155Verifier(),
    ),
    lazyVerifier('solana', async () =>
      (await import('../solana/createSolanaVerifier.js')).createSolanaVerifier(),
    ),
  ]
}

function namespaceOf(session: SiwxSession): string {
  return session.data.chainId.slice(0, session.data.chainId.indexOf(':'))
}
