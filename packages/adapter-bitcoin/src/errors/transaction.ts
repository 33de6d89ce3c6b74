import { BaseError } from '@kit/core/modules/errors/BaseError'

/** The amount to send is below the smallest output nodes relay for the recipient's address type. */
export class DustAmountError extends BaseError {
  override name = 'DustAmountError'
  readonly amount: bigint
  readonly dustLimit: bigint
  constructor({ amount, dustLimit }: { amount: bigint; dustLimit: bigint }) {
    super('Amount too small', {
      details: `${amount} sats is below the ${dustLimit} sats this address type needs`,
    })
    this.amount = amount
    this.dustLimit = dustLimit
  }
}

/** The spendable outputs do not cover the amount plus the fee. Both figures are in sats. */
export class InsufficientFundsError extends BaseError {
  override name = 'InsufficientFundsError'
  /** Amount plus the fee of spending every usable output: the least that would do. */
  readonly needed: bigint
  readonly available: bigint
  constructor({ needed, available }: { needed: bigint; available: bigint }) {
    super('Insufficient funds', { details: `Needed ${needed} sats, ${available} available` })
    this.needed = needed
    this.available = available
  }
}

/** Why a fee rate was refused. */
export type FeeRateErrorReason = 'invalid' | 'tooLow' | 'tooHigh' | 'feeExceedsAmount'

const feeRateExplanations: Record<FeeRateErrorReason, string> = {
  invalid: 'The fee rate is not a finite number of sats per vbyte.',
  tooLow: 'The fee rate is below 1 sat/vB, which nodes do not relay.',
  tooHigh: 'The fee rate is above 5,000 sat/vB.',
  feeExceedsAmount: 'The fee would be more than the amount sent.',
}

/** A fee rate that is not a number, below the relay minimum, absurdly high, or costlier than the payment. */
export class FeeRateError extends BaseError {
  override name = 'FeeRateError'
  readonly reason: FeeRateErrorReason
  constructor(reason: FeeRateErrorReason) {
    super('Invalid fee rate', { details: feeRateExplanations[reason] })
    this.reason = reason
  }
}

/** An unspent output given to spend is malformed (txid, vout, value) or listed twice. */
export class InvalidUtxoError extends BaseError {
  override name = 'InvalidUtxoError'
  constructor(details: string) {
    super('Invalid unspent output', { details })
  }
}

/** The sender's public key is malformed, or is not the key of the sender's address. */
export class PublicKeyMismatchError extends BaseError {
  override name = 'PublicKeyMismatchError'
  constructor(details: string) {
    super('The public key does not match the address', { details })
  }
}

/**
 * A PSBT input asks for a signature hash type other than the wallet's default (AppKit's
 * `sighashTypes`). Wallets sign with SIGHASH_ALL, or the Taproot default, which Kit keeps; a
 * signature that commits to less is refused rather than signed another way.
 */
export class UnsupportedSighashTypeError extends BaseError {
  override name = 'UnsupportedSighashTypeError'
  /** The input's place in the request's `signInputs`. */
  readonly index: number
  constructor({ index, sighashTypes }: { index: number; sighashTypes: unknown }) {
    super('Unsupported signature hash type', {
      details: `Sign input ${index} asks for ${String(sighashTypes).slice(0, 40)}; only SIGHASH_ALL (1) or the Taproot default (0) is signed`,
    })
    this.index = index
  }
}
