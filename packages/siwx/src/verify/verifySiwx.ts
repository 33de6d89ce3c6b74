import { SiwxMessageParseError, SiwxMessageTooLongError } from '../errors/message.js'
import { SiwxVerificationError, SiwxVerifierConfigError } from '../errors/verify.js'
import { toTime } from '../message/isDateTime.js'
import { parseSiwxMessage } from '../message/parseSiwxMessage.js'
import type { SiwxMessage } from '../message/types.js'
import { chainMatches } from './chainMatches.js'
import type { SiwxNonceStore, SiwxVerifier } from './types.js'

/** S10: how far `Issued At` may be from the verifier's clock, unless told. */
export const defaultMaxSkewMs = 5 * 60 * 1000

export type VerifySiwxParameters = {
  /** The exact text that was signed. */
  message: string
  signature: string
  expected: {
    /** The app's host, with its port when it has one (`location.host`). */
    domain: string
    /** The app's origin (`location.origin`): the message's `uri` must have it. */
    origin: string
    /** The CAIP-2 id of the connected chain (`eip155:1`); the message must name it. */
    chainId?: string | undefined
    /** The clock, in milliseconds since the epoch; `Date.now()` unless told. */
    now?: number | undefined
    /** How far `Issued At` may be from `now`; 5 minutes unless told. */
    maxSkewMs?: number | undefined
  }
  /** Where issued nonces are kept: each is accepted once (S09). */
  nonces: SiwxNonceStore
  /** The message's namespace's verifier (`createEip155Verifier()`, …). */
  verifier: SiwxVerifier
}
export type VerifySiwxReturnType = SiwxMessage
export type VerifySiwxErrorType = SiwxVerificationError | SiwxVerifierConfigError

/**
 * Verifies a sign-in: the message's grammar, its domain (S07) and `uri` origin (S08) against the
 * app's, its chain, its time window and `Issued At` skew (S10), the signature by the message's
 * address, and last its nonce, consumed once (S09). Returns the message's fields; any failure
 * throws `SiwxVerificationError` with a `reason`. Called without a domain, an origin, a nonce
 * store or a verifier (or with a `chainId` that is not CAIP-2), it throws `SiwxVerifierConfigError`. No DOM: it runs on servers too.
 * @example
 * const fields = await verifySiwx({ message, signature, nonces, verifier: createEip155Verifier(),
 *   expected: { domain: 'app.example', origin: 'https://app.example', chainId: 'eip155:1' } })
 */
export async function verifySiwx(parameters: VerifySiwxParameters): Promise<VerifySiwxReturnType> {
  const { message, signature, expected, nonces, verifier } = requireConfig(parameters)
  const fail = (reason: SiwxVerificationError['reason'], cause?: unknown): never => {
    throw new SiwxVerificationError({ reason, cause })
  }

  let fields: SiwxMessage
  try {
    fields = parseSiwxMessage({ message })
  } catch (error) {
    if (error instanceof SiwxMessageParseError || error instanceof SiwxMessageTooLongError)
      return fail('invalidMessage', error)
    throw error
  }
  if (fields.namespace !== verifier.namespace) fail('namespaceMismatch')

  if (fields.domain.toLowerCase() !== expected.domain.toLowerCase()) fail('domainMismatch')
  if (fields.uri.includes('?') || fields.uri.includes('#')) fail('uriQueryOrFragment')
  const origin = originOf(fields.uri)
  if (origin === undefined || origin !== originOf(expected.origin)) fail('originMismatch')

  if (expected.chainId !== undefined) {
    const colon = expected.chainId.indexOf(':')
    if (expected.chainId.slice(0, colon) !== fields.namespace) fail('namespaceMismatch')
    const reference = expected.chainId.slice(colon + 1)
    if (!chainMatches({ namespace: fields.namespace, chainId: fields.chainId, reference }))
      fail('chainMismatch')
  }

  const now = expected.now ?? Date.now()
  const maxSkewMs = expected.maxSkewMs ?? defaultMaxSkewMs
  if (Math.abs(now - toTime(fields.issuedAt)) > maxSkewMs) fail('issuedAtSkew')
  if (fields.expirationTime !== undefined && now >= toTime(fields.expirationTime)) fail('expired')
  if (fields.notBefore !== undefined && now < toTime(fields.notBefore)) fail('notYetValid')

  if (typeof signature !== 'string' || !(await verifier.verify({ message, fields, signature })))
    fail('invalidSignature')
  if (!(await nonces.consume(fields.nonce))) fail('nonceRejected')
  return fields
}

// CAIP-2: `namespace:reference`.
const caip2Pattern = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/

function requireConfig(parameters: VerifySiwxParameters): VerifySiwxParameters {
  const { expected, nonces, verifier } = parameters ?? {}
  if (typeof expected?.domain !== 'string' || expected.domain === '')
    throw new SiwxVerifierConfigError({ parameter: 'expected.domain' })
  if (typeof expected.origin !== 'string' || originOf(expected.origin) === undefined)
    throw new SiwxVerifierConfigError({ parameter: 'expected.origin' })
  if (expected.chainId !== undefined && !caip2Pattern.test(expected.chainId))
    throw new SiwxVerifierConfigError({ parameter: 'expected.chainId' })
  if (typeof nonces?.consume !== 'function')
    throw new SiwxVerifierConfigError({ parameter: 'nonces' })
  if (typeof verifier?.verify !== 'function')
    throw new SiwxVerifierConfigError({ parameter: 'verifier' })
  return parameters
}

/** A URL's origin, or undefined when it has none (not a URL, or an opaque `null` origin). */
function originOf(url: string): string | undefined {
  try {
    const { origin } = new URL(url)
    return origin === 'null' ? undefined : origin
  } catch {
    return undefined
  }
}
