import type { BaseErrorParameters } from '@kit/core'
import { BaseError } from '@kit/core/modules/errors/BaseError'

/** SPEC §5: a Solana send needs an amount above 0 and a Solana address as receiver. */
export class InvalidSendParametersError extends BaseError {
  override name = 'InvalidSendParametersError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Please enter a valid amount and receiver address', parameters)
  }
}

/** SPEC §8: a Solana send failed for a reason other than the visitor declining it. */
export class SendTransactionFailedError extends BaseError {
  override name = 'SendTransactionFailedError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Failed to send transaction. Please try again.', parameters)
  }
}

/** The transaction was not confirmed within the wait. */
export class ConfirmationTimeoutError extends BaseError {
  override name = 'ConfirmationTimeoutError'
  readonly signature: string
  constructor(signature: string, timeout: number) {
    super('The transaction was not confirmed in time', {
      details: `Signature ${signature}, waited ${timeout} ms`,
    })
    this.signature = signature
  }
}

/** The network processed the transaction and it failed. */
export class TransactionExecutionError extends BaseError {
  override name = 'TransactionExecutionError'
  readonly signature: string
  constructor(signature: string, reason: string) {
    super('The transaction failed', { details: `Signature ${signature}: ${reason}` })
    this.signature = signature
  }
}

/** The mint is not an SPL token mint account this adapter can send. */
export class InvalidMintError extends BaseError {
  override name = 'InvalidMintError'
  constructor(details: string) {
    super('Invalid token mint', { details })
  }
}
