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

/** Two EIP-6963 announcements share a uuid but not their details (B11); both are shown as suspicious. */
export class ReusedAnnouncementUuidError extends BaseError {
  override name = 'ReusedAnnouncementUuidError'
  constructor(uuid: string) {
    super('Two EIP-6963 wallets announced the same uuid', {
      details: `uuid ${uuid} came with another name, rdns or provider; both are marked suspicious`,
    })
  }
}

/** An EIP-6963 announcement that breaks the EIP's rules; it is ignored. */
export class InvalidAnnouncementError extends BaseError {
  override name = 'InvalidAnnouncementError'
  constructor(reason: string) {
    super('Ignored an invalid EIP-6963 wallet announcement', { details: reason })
  }
}
