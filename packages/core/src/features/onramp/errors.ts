import { BaseError, type BaseErrorParameters } from '../../errors/BaseError.js'

/** Why a typed fiat amount was refused. */
export type InvalidFiatAmountReason = 'empty' | 'format' | 'decimals' | 'tooLarge'

/**
 * A fiat amount that is not a plain decimal with at most two decimals (SECURITY B05: no `1,5`,
 * `1e3`, signs, `NaN` or non-ASCII digits).
 */
export class InvalidFiatAmountError extends BaseError {
  override name = 'InvalidFiatAmount'
  readonly reason: InvalidFiatAmountReason
  constructor(reason: InvalidFiatAmountReason) {
    super('Invalid amount', { details: `Reason: ${reason}` })
    this.reason = reason
  }
}

/**
 * An onramp provider address that must not be opened: not `https:`, nor the API's own `http:`
 * origin (the local stack), or carrying credentials. The URL itself is never in the message.
 */
export class UnsafeOnrampUrlError extends BaseError {
  override name = 'UnsafeOnrampUrl'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Unsafe onramp URL', parameters)
  }
}

/** The browser did not open the provider's window (a popup blocker, or no window at all). */
export class OnrampWindowBlockedError extends BaseError {
  override name = 'OnrampWindowBlocked'
  constructor(parameters: BaseErrorParameters = {}) {
    super('The onramp window was blocked', parameters)
  }
}

/** Buying needs a connected account on a network. */
export class OnrampAccountMissingError extends BaseError {
  override name = 'OnrampAccountMissing'
  constructor() {
    super('No ActiveCaipAddress found')
  }
}
