import type { BaseErrorParameters } from '@kit/core'
import { BaseError } from '@kit/core/modules/errors/BaseError'

/** The wallet answered an accounts request with something other than a list of addresses. */
export class InvalidAccountsError extends BaseError {
  override name = 'InvalidAccountsError'
  constructor(parameters?: BaseErrorParameters) {
    super('The wallet returned no valid account', parameters)
  }
}

/** The wallet's signature is not 0x followed by at least 62 hex characters. */
export class InvalidSignatureError extends BaseError {
  override name = 'InvalidSignatureError'
  constructor() {
    super('Sign message failed', { details: 'The wallet returned a malformed signature' })
  }
}
