import { BaseError, type BaseErrorParameters } from '../../errors/BaseError.js'

/** SPEC §8: the API does not swap on the active network. */
export class SwapsNotSupportedError extends BaseError {
  override name = 'SwapsNotSupported'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Network not supported for Swaps', parameters)
  }
}

/** A swap or approval transaction was mined but reverted. */
export class SwapTransactionRevertedError extends BaseError {
  override name = 'SwapTransactionReverted'
  readonly hash: string
  constructor(hash: string) {
    super('The transaction reverted', { details: `hash ${hash}` })
    this.hash = hash
  }
}

/** No receipt for a transaction within the receipt wait (SPEC §9: 180000 ms). */
export class TransactionReceiptTimeoutError extends BaseError {
  override name = 'TransactionReceiptTimeout'
  readonly hash: string
  constructor(hash: string, timeout: number) {
    super('The transaction was not confirmed in time', {
      details: `hash ${hash}, waited ${timeout} ms`,
    })
    this.hash = hash
  }
}

/** The network has no HTTP RPC URL to read a receipt from. */
export class NoRpcUrlError extends BaseError {
  override name = 'NoRpcUrl'
  constructor(network: string) {
    super('No RPC URL for the network', { details: network })
  }
}
