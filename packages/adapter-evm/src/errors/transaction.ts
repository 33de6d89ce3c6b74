import type { BaseErrorParameters } from '@kit/core'
import { BaseError } from '@kit/core/modules/errors/BaseError'

/** `gasPrice` was combined with `maxFeePerGas` or `maxPriorityFeePerGas`. */
export class FeeConflictError extends BaseError {
  override name = 'FeeConflictError'
  constructor() {
    super('Cannot specify both a `gasPrice` and a `maxFeePerGas` or `maxPriorityFeePerGas`.', {
      details:
        'Use `maxFeePerGas` and `maxPriorityFeePerGas` for EIP-1559 chains, `gasPrice` otherwise.',
    })
  }
}

/** The wallet is on another chain than the one the transaction is for. */
export class ChainMismatchError extends BaseError {
  override name = 'ChainMismatchError'
  constructor(expected: number, actual: number) {
    super('The current chain of the wallet does not match the target chain for the transaction.', {
      details: `Expected chain ${expected}, the wallet is on chain ${actual}`,
    })
  }
}

/** Fees could not be read from the network's RPC. */
export class FeeEstimationError extends BaseError {
  override name = 'FeeEstimationError'
  constructor(parameters?: BaseErrorParameters) {
    super('error estimating gas', parameters)
  }
}

/** The contract reverted; `reason` holds the decoded `Error(string)` or `Panic(uint256)` text. */
export class ContractRevertError extends BaseError {
  override name = 'ContractRevertError'
  readonly reason: string | undefined
  constructor(reason: string | undefined, parameters: BaseErrorParameters = {}) {
    super('Execution reverted', { ...parameters, details: reason ?? 'no reason given' })
    this.reason = reason
  }
}

/** The wallet's transaction hash is not 0x followed by 64 hex characters. */
export class InvalidTransactionHashError extends BaseError {
  override name = 'InvalidTransactionHashError'
  constructor() {
    super('Invalid transaction hash', {
      details: 'The wallet returned a malformed transaction hash',
    })
  }
}

/** A token transfer's call data is its own `transfer`: it cannot carry the caller's `data` too. */
export class TokenTransferDataError extends BaseError {
  override name = 'TokenTransferDataError'
  constructor() {
    super('A token transfer cannot carry data', {
      details: 'Leave out `data` when sending a token, or `token` when calling a contract.',
    })
  }
}

/** No receipt of the transaction within the wait's limit (SPEC §9: 180 s). */
export class WaitForTransactionTimeoutError extends BaseError {
  override name = 'WaitForTransactionTimeoutError'
  constructor(hash: string) {
    super('Timed out while waiting for the transaction receipt', { details: hash })
  }
}
