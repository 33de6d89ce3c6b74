import { SiwxVerificationError, type SiwxVerificationReason } from '../errors/verify.js'
import { toTime } from '../message/isDateTime.js'
import { parseSiwxMessage } from '../message/parseSiwxMessage.js'
import type { SiwxMessage } from '../message/types.js'
import { chainMatches } from '../verify/chainMatches.js'
import type { SiwxVerifier } from '../verify/types.js'
import type { SiwxSession, SiwxSessionData } from './types.js'

/** A session without an `Expiration Time` lasts this long after `Issued At`, unless told. */
export const defaultSessionMaxAgeMs = 7 * 24 * 60 * 60 * 1000

/** Why a stored session is not valid (the verification reasons a stored session can fail on). */
export type SiwxSessionInvalidReason = Extract<
  SiwxVerificationReason,
  | 'malformedSession'
  | 'invalidMessage'
  | 'dataMismatch'
  | 'expired'
  | 'notYetValid'
  | 'unsupportedNamespace'
  | 'invalidSignature'
  | 'unverified'
>

export type VerifySessionParameters = {
  session: SiwxSession
  verifiers: readonly SiwxVerifier[]
  /** Milliseconds since the epoch; `Date.now()` unless told. */
  now?: number | undefined
  /** Lifetime of a session whose message has no `Expiration Time`; 7 days unless told. */
  maxAgeMs?: number | undefined
}
export type VerifySessionReturnType =
  | { valid: true; fields: SiwxMessage }
  | { valid: false; reason: SiwxSessionInvalidReason }

// The message fields `data` repeats, compared one for one (S11).
const repeatedFields = [
  'domain',
  'uri',
  'version',
  'nonce',
  'statement',
  'requestId',
  'issuedAt',
  'expirationTime',
  'notBefore',
] as const satisfies readonly (keyof SiwxSessionData & keyof SiwxMessage)[]

/**
 * Whether a stored session still holds: its message parses, every field of `data` (account,
 * CAIP-2 chain, times, nonce…) is the signed message's own (S11: an edited `expirationTime`,
 * `chainId` or `accountAddress` fails), it is within its time window, and the signature signs
 * the message for its address (checked again with the namespace's verifier). Never throws for
 * a bad session; the reason says why it failed.
 * @example
 * const result = await verifySession({ session, verifiers: [createEip155Verifier()] })
 * if (!result.valid) console.warn(result.reason)
 */
export async function verifySession({
  session,
  verifiers,
  now = Date.now(),
  maxAgeMs = defaultSessionMaxAgeMs,
}: VerifySessionParameters): Promise<VerifySessionReturnType> {
  const invalid = (reason: SiwxSessionInvalidReason) => ({ valid: false, reason }) as const
  if (!isSessionShape(session)) return invalid('malformedSession')
  const { data, message, signature } = session
  let fields: SiwxMessage
  try {
    fields = parseSiwxMessage({ message })
  } catch {
    return invalid('invalidMessage')
  }
  if (!dataMatches(data, fields)) return invalid('dataMismatch')

  const expiresAt =
    fields.expirationTime !== undefined
      ? toTime(fields.expirationTime)
      : toTime(fields.issuedAt) + maxAgeMs
  if (now >= expiresAt) return invalid('expired')
  if (fields.notBefore !== undefined && now < toTime(fields.notBefore))
    return invalid('notYetValid')

  const verifier = verifiers.find((candidate) => candidate.namespace === fields.namespace)
  if (!verifier) return invalid('unsupportedNamespace')
  try {
    if (!(await verifier.verify({ message, fields, signature }))) return invalid('invalidSignature')
  } catch (error) {
    if (error instanceof SiwxVerificationError && error.reason === 'unverified')
      return invalid('unverified')
    return invalid('invalidSignature')
  }
  return { valid: true, fields }
}

/** Whether `data` says exactly what the signed message says. */
export function dataMatches(data: SiwxSessionData, fields: SiwxMessage): boolean {
  const sameAddress =
    fields.namespace === 'eip155'
      ? data.accountAddress.toLowerCase() === fields.address.toLowerCase()
      : data.accountAddress === fields.address
  if (!sameAddress) return false
  const colon = data.chainId.indexOf(':')
  if (colon < 0 || data.chainId.slice(0, colon) !== fields.namespace) return false
  const reference = data.chainId.slice(colon + 1)
  if (!chainMatches({ namespace: fields.namespace, chainId: fields.chainId, reference }))
    return false
  for (const key of repeatedFields) if (data[key] !== fields[key]) return false
  const resources = data.resources ?? []
  const signed = fields.resources ?? []
  return (
    resources.length === signed.length &&
    resources.every((resource, index) => resource === signed[index])
  )
}

/** Whether `session` has a session's shape: data with account and chain, message, signature. */
export function isSessionShape(session: unknown): session is SiwxSession {
  if (typeof session !== 'object' || session === null) return false
  const { data, message, signature } = session as Record<string, unknown>
  if (typeof message !== 'string' || typeof signature !== 'string') return false
  if (typeof data !== 'object' || data === null) return false
  const { accountAddress, chainId, resources } = data as Record<string, unknown>
  return (
    typeof accountAddress === 'string' &&
    typeof chainId === 'string' &&
    (resources === undefined || Array.isArray(resources))
  )
}
