import { BaseError } from '@kit/core/modules/errors/BaseError'

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
