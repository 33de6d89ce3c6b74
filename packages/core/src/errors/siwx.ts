import { BaseError, type BaseErrorParameters } from './BaseError.js'

/** A sign-in action ran while the app set no `siwx`. */
export class SiwxNotEnabledError extends BaseError {
  override name = 'SiwxNotEnabled'
  constructor() {
    super('SIWX is not enabled')
  }
}

/**
 * The account being signed in left before the signature came back (the wallet disconnected or
 * moved to another account): the sign-in is abandoned and no session is written (SECURITY F08).
 */
export class SiwxSignInInterruptedError extends BaseError {
  override name = 'SiwxSignInInterrupted'
  constructor(parameters: BaseErrorParameters = {}) {
    super('The wallet disconnected before signing in finished', parameters)
  }
}

/** Sign-in could not start: the app's `getSessions` or `createMessage` failed. */
export class SiwxInitError extends BaseError {
  override name = 'SiwxInit'
  constructor(parameters: BaseErrorParameters = {}) {
    super('A problem occurred while trying initialize authentication', parameters)
  }
}

/** Why AppKit's legacy `siweConfig` refused a sign-in. */
export type SiweRejection = 'nonceRejected' | 'invalidSignature'

/**
 * The app's legacy `siweConfig` refused a sign-in: its `getNonce` gave no nonce
 * ('nonceRejected'), or its `verifyMessage` did not accept the signed message
 * ('invalidSignature'). No session is added.
 */
export class SiweRejectedError extends BaseError {
  override name = 'SiweRejected'
  readonly reason: SiweRejection
  constructor({ reason, cause }: { reason: SiweRejection; cause?: unknown }) {
    super(
      reason === 'nonceRejected' ? 'The app gave no sign-in nonce' : 'Failed to verify message',
      {
        details: reason,
        cause,
      },
    )
    this.reason = reason
  }
}
