import type { BaseErrorParameters } from '@kit/core'
import { BaseError } from '@kit/core/modules/errors/BaseError'

/** The wallet's signature is malformed or does not verify against the account's public key. */
export class InvalidSignatureError extends BaseError {
  override name = 'InvalidSignatureError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Sign message failed', {
      details: 'The wallet returned no valid ed25519 signature of the message by the account',
      ...parameters,
    })
  }
}

/** The wallet lacks a Wallet Standard feature (or WalletConnect method) the call needs. */
export class WalletFeatureNotSupportedError extends BaseError {
  override name = 'WalletFeatureNotSupportedError'
  readonly feature: string
  constructor(feature: string) {
    super('The wallet does not support this request', { details: `Missing: ${feature}` })
    this.feature = feature
  }
}

/** The wallet granted no usable Solana account, or answered with a malformed one. */
export class InvalidWalletAccountError extends BaseError {
  override name = 'InvalidWalletAccountError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('The wallet returned no valid account', parameters)
  }
}

/** The wallet answered a request with something other than what the standard defines. */
export class InvalidWalletResponseError extends BaseError {
  override name = 'InvalidWalletResponseError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('The wallet returned an invalid response', parameters)
  }
}

/** No Solana wallet of that connector is connected through this adapter. */
export class WalletNotConnectedError extends BaseError {
  override name = 'WalletNotConnectedError'
  constructor(connectorId: string) {
    super('Connector not connected.', { details: `Connector id: ${connectorId}` })
  }
}

/** A wallet request failed for a reason other than the visitor declining it. */
export class WalletRequestError extends BaseError {
  override name = 'WalletRequestError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('The wallet request failed', parameters)
  }
}
