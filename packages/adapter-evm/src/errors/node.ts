import type { BaseErrorParameters } from '@kit/core'
import { BaseError } from '@kit/core/modules/errors/BaseError'

/** The node refused a nonce ahead of the account's next one. */
export class NonceTooHighError extends BaseError {
  override name = 'NonceTooHighError'
  constructor(parameters?: BaseErrorParameters) {
    super('Nonce provided for the transaction is higher than the next one expected.', parameters)
  }
}

/** The node refused a nonce already used (or a transaction already known). */
export class NonceTooLowError extends BaseError {
  override name = 'NonceTooLowError'
  constructor(parameters?: BaseErrorParameters) {
    super(
      'Nonce provided for the transaction is lower than the current nonce of the account.',
      parameters,
    )
  }
}

/** The account cannot pay value plus gas. */
export class InsufficientFundsError extends BaseError {
  override name = 'InsufficientFundsError'
  constructor(parameters?: BaseErrorParameters) {
    super(
      'The total cost (gas * gas fee + value) of executing this transaction exceeds the balance of the account.',
      parameters,
    )
  }
}

/** The fee cap is below the block's base fee. */
export class FeeCapTooLowError extends BaseError {
  override name = 'FeeCapTooLowError'
  constructor(parameters?: BaseErrorParameters) {
    super('The fee cap (`maxFeePerGas`) cannot be lower than the block base fee.', parameters)
  }
}

/** The fee cap is above 2^256-1 (a node message, or our own check before the wallet sees it). */
export class FeeCapTooHighError extends BaseError {
  override name = 'FeeCapTooHighError'
  constructor(parameters?: BaseErrorParameters) {
    super(
      'The fee cap (`maxFeePerGas`) cannot be higher than the maximum allowed value (2^256-1).',
      parameters,
    )
  }
}

/** The priority fee is above the fee cap (a node message, or our own check). */
export class TipAboveFeeCapError extends BaseError {
  override name = 'TipAboveFeeCapError'
  constructor(parameters?: BaseErrorParameters) {
    super(
      'The provided tip (`maxPriorityFeePerGas`) cannot be higher than the fee cap (`maxFeePerGas`).',
      parameters,
    )
  }
}

/** The gas limit is above the block's gas limit. */
export class IntrinsicGasTooHighError extends BaseError {
  override name = 'IntrinsicGasTooHighError'
  constructor(parameters?: BaseErrorParameters) {
    super(
      'The amount of gas provided for the transaction exceeds the limit allowed for the block.',
      parameters,
    )
  }
}

/** The gas limit is below the transaction's intrinsic cost. */
export class IntrinsicGasTooLowError extends BaseError {
  override name = 'IntrinsicGasTooLowError'
  constructor(parameters?: BaseErrorParameters) {
    super('The amount of gas provided for the transaction is too low.', parameters)
  }
}

/** The chain does not support the transaction type. */
export class TransactionTypeNotSupportedError extends BaseError {
  override name = 'TransactionTypeNotSupportedError'
  constructor(parameters?: BaseErrorParameters) {
    super('The transaction type is not supported for this chain.', parameters)
  }
}
