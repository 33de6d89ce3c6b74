import { BaseError } from '@kit/core/modules/errors/BaseError'

/** Why a sign-in was refused; stable, for tests, logs and the UI (SECURITY S07–S10). */
export type SiwxVerificationReason =
  /** S07: `domain` is not the expected host (scheme, port and subdomain included). */
  | 'domainMismatch'
  /** S08: the `uri`'s origin is not the app's. */
  | 'originMismatch'
  /** S08: the `uri` carries a query string or a fragment. */
  | 'uriQueryOrFragment'
  /** S08: `Chain ID` is not the connected chain's. */
  | 'chainMismatch'
  /** The message is of another namespace than the verifier's or the expected chain's. */
  | 'namespaceMismatch'
  /** S09: the nonce was not issued, or was used already. */
  | 'nonceRejected'
  /** S10: `Issued At` is further than the allowed skew from now. */
  | 'issuedAtSkew'
  /** S10: `Expiration Time` has passed. */
  | 'expired'
  /** S10: `Not Before` is still ahead. */
  | 'notYetValid'
  /** The signature does not sign the message for its address. */
  | 'invalidSignature'
  /** The message does not parse (its cause says where). */
  | 'invalidMessage'
  /** The chain's RPC could not answer a contract-wallet check: unverified, never valid (S13). */
  | 'unverified'
  /** No verifier was given for the message's namespace. */
  | 'unsupportedNamespace'
  /** S11: a session's `data` says something its signed message does not. */
  | 'dataMismatch'
  /** Not a session's shape (no message, signature or data). */
  | 'malformedSession'

/** A sign-in message and signature that must not open a session; `reason` says which check failed. */
export class SiwxVerificationError extends BaseError {
  override name = 'SiwxVerificationError'
  readonly reason: SiwxVerificationReason

  constructor({ reason, cause }: { reason: SiwxVerificationReason; cause?: unknown }) {
    super('Sign-in verification failed', { details: reason, cause })
    this.reason = reason
  }
}

/** `verifySiwx` called without what it must check against (S09: no domain, no nonce store). */
export class SiwxVerifierConfigError extends BaseError {
  override name = 'SiwxVerifierConfigError'
  readonly parameter: string

  constructor({ parameter }: { parameter: string }) {
    super('Sign-in verifier misconfigured', { details: `${parameter} is required` })
    this.parameter = parameter
  }
}

/** An RPC call for a contract-wallet check that failed: no URL, a network error or an error answer. */
export class SiwxRpcError extends BaseError {
  // Request URLs may carry API keys: never copy a cause's text into the details.
  static override inheritsCauseDetails = false
  override name = 'SiwxRpcError'
  readonly code: number | undefined

  constructor({
    details,
    code,
    cause,
  }: { details: string; code?: number | undefined; cause?: unknown }) {
    super('RPC request failed', { details, cause })
    this.code = code
  }
}
