import { BaseError, type BaseErrorParameters } from './BaseError.js'

/**
 * Why a pairing URI was refused. `characters` covers whitespace, control and non-ASCII characters;
 * `expired` also covers an `expiryTimestamp` that is not a decimal integer.
 */
export type InvalidPairingUriReason =
  | 'scheme'
  | 'topic'
  | 'version'
  | 'symKey'
  | 'relayProtocol'
  | 'expired'
  | 'tooLong'
  | 'characters'

/**
 * A `wc:` pairing URI that cannot be used. The message and details name only the reason: the URI
 * and its `symKey` never appear in an error, so they never reach a log (SECURITY B17).
 */
export class InvalidPairingUriError extends BaseError {
  override name = 'InvalidPairingUri'
  readonly reason: InvalidPairingUriReason
  constructor(reason: InvalidPairingUriReason) {
    super('Invalid pairing URI', { details: `Reason: ${reason}` })
    this.reason = reason
  }
}

/**
 * A wallet link whose scheme is not allowed (SECURITY B12, S21). Only the scheme is reported,
 * never the host, path or query, which may carry a pairing URI.
 */
export class UnsafeWalletLinkError extends BaseError {
  override name = 'UnsafeWalletLink'
  constructor(scheme: string | undefined) {
    super('Unsafe wallet link', { details: `Scheme: ${scheme ?? 'none'}` })
  }
}

/** The pairing URI has 10 seconds or less left (SPEC §4) and must be replaced. */
export class PairingExpiredError extends BaseError {
  override name = 'PairingExpired'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Pairing expired', parameters)
  }
}

/** Why WalletConnect cannot be used: its code failed to load, or no project id or relay is set. */
export type WalletConnectUnavailableReason = 'load' | 'projectId' | 'relay'

/** WalletConnect cannot be used on this page; other connection methods still work. */
export class WalletConnectUnavailableError extends BaseError {
  override name = 'WalletConnectUnavailable'
  readonly reason: WalletConnectUnavailableReason
  constructor(reason: WalletConnectUnavailableReason, parameters: BaseErrorParameters = {}) {
    super('WalletConnect unavailable', { details: `Reason: ${reason}`, ...parameters })
    this.reason = reason
  }
}

/**
 * A WalletConnect session Kit cannot use: gone, or approving no account in any namespace the app
 * has an adapter for. The session is ended; the visitor can pair again.
 */
export class WalletConnectSessionError extends BaseError {
  override name = 'WalletConnectSession'
  constructor(details: string, parameters: BaseErrorParameters = {}) {
    super('Unusable WalletConnect session', { details, ...parameters })
  }
}
