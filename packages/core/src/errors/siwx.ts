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
