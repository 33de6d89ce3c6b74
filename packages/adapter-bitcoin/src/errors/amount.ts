import { BaseError } from '@kit/core/modules/errors/BaseError'

/** Why a typed amount was refused. */
export type InvalidBitcoinAmountReason =
  | 'notString'
  | 'empty'
  | 'tooLong'
  | 'negative'
  | 'format'
  | 'tooManyDecimals'
  | 'aboveMaxSupply'

const explanations: Record<InvalidBitcoinAmountReason, string> = {
  notString: 'The amount is not a string.',
  empty: 'The amount is empty.',
  tooLong: 'The amount is too long.',
  negative: 'The amount is negative.',
  format: 'The amount is not a decimal number such as 0.5 or 12.345.',
  tooManyDecimals: 'BTC has 8 decimal places.',
  aboveMaxSupply: 'The amount is more than 21,000,000 BTC.',
}

/** A typed BTC amount that is not a plain decimal of at most 8 places within the supply. */
export class InvalidBitcoinAmountError extends BaseError {
  override name = 'InvalidBitcoinAmountError'
  readonly reason: InvalidBitcoinAmountReason
  constructor(reason: InvalidBitcoinAmountReason) {
    super('Invalid amount', { details: explanations[reason] })
    this.reason = reason
  }
}
