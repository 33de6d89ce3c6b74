import type { BaseErrorParameters } from '@kit/core'
import { RpcError } from './rpc.js'

/** 5700: a capability not marked optional is not supported (EIP-5792). */
export class UnsupportedNonOptionalCapabilityError extends RpcError {
  override name = 'UnsupportedNonOptionalCapabilityError'
  constructor(parameters?: BaseErrorParameters) {
    super(
      'This Wallet does not support a capability that was not marked as optional.',
      5700,
      parameters,
    )
  }
}

/** 5710: the wallet does not support the chain of the calls (EIP-5792). */
export class UnsupportedChainIdError extends RpcError {
  override name = 'UnsupportedChainIdError'
  constructor(parameters?: BaseErrorParameters) {
    super('This Wallet does not support the requested chain ID.', 5710, parameters)
  }
}

/** 5720: a bundle with this id was already submitted (EIP-5792). */
export class DuplicateIdError extends RpcError {
  override name = 'DuplicateIdError'
  constructor(parameters?: BaseErrorParameters) {
    super('There is already a bundle submitted with this ID.', 5720, parameters)
  }
}

/** 5730: the bundle id is unknown (EIP-5792). */
export class UnknownBundleIdError extends RpcError {
  override name = 'UnknownBundleIdError'
  constructor(parameters?: BaseErrorParameters) {
    super('This bundle id is unknown / has not been submitted.', 5730, parameters)
  }
}

/** 5740: the bundle holds too many calls (EIP-5792). */
export class BundleTooLargeError extends RpcError {
  override name = 'BundleTooLargeError'
  constructor(parameters?: BaseErrorParameters) {
    super(
      'The number of calls in this bundle is too large for the Wallet to handle.',
      5740,
      parameters,
    )
  }
}

/** 5750: the visitor refused to upgrade to an atomic-ready account (EIP-5792). */
export class AtomicReadyWalletRejectedUpgradeError extends RpcError {
  override name = 'AtomicReadyWalletRejectedUpgradeError'
  constructor(parameters?: BaseErrorParameters) {
    super(
      'The Wallet has rejected the request to upgrade to an atomic-ready account.',
      5750,
      parameters,
    )
  }
}

/** 5760: atomic execution was required but is not supported (EIP-5792). */
export class AtomicityNotSupportedError extends RpcError {
  override name = 'AtomicityNotSupportedError'
  constructor(parameters?: BaseErrorParameters) {
    super(
      'The wallet does not support atomic execution but the request requires it.',
      5760,
      parameters,
    )
  }
}

/**
 * -32602: a `wallet_sendCalls` call the wallet is never shown (SPEC §5): its target address does
 * not start with `0x`, or its data is there and does not start with `0x`, or there is no list of
 * calls. Refused before the wallet is asked.
 */
export class InvalidCallsError extends RpcError {
  override name = 'InvalidCallsError'
  /** The position of the refused call in `calls`, when one call is at fault. */
  readonly callIndex: number | undefined
  constructor(reason: string, callIndex?: number, parameters: BaseErrorParameters = {}) {
    super(reason, -32602, parameters)
    this.callIndex = callIndex
  }
}
