import type { BaseErrorParameters } from '@kit/core'
import { BaseError } from '@kit/core/modules/errors/BaseError'

/** The wallet gave no account Kit can use: none, or none that is a Bitcoin address. */
export class InvalidWalletAccountsError extends BaseError {
  override name = 'InvalidWalletAccountsError'
  constructor(details: string, parameters: BaseErrorParameters = {}) {
    super('The wallet returned no valid Bitcoin account', { details, ...parameters })
  }
}

/** The wallet's accounts belong to another Bitcoin network than the app's (mainnet for testnet). */
export class WalletNetworkMismatchError extends BaseError {
  override name = 'WalletNetworkMismatchError'
  /** The CAIP-2 id of the app's network. */
  readonly caipNetworkId: string
  constructor(caipNetworkId: string) {
    super('The wallet is on another Bitcoin network', {
      details: `Switch the wallet to the network ${caipNetworkId}`,
    })
    this.caipNetworkId = caipNetworkId
  }
}

/** The wallet lacks what a request needs: a feature, a method, or the key of an account. */
export class UnsupportedWalletRequestError extends BaseError {
  override name = 'UnsupportedWalletRequestError'
  constructor(details: string) {
    super('The wallet cannot do this', { details })
  }
}

/** The wallet failed a request for a reason other than the visitor declining it. */
export class WalletRequestError extends BaseError {
  override name = 'WalletRequestError'
  /** The wallet's error code, when it gave a number. */
  readonly code: number | undefined
  constructor(code: number | undefined, parameters: BaseErrorParameters = {}) {
    super('The wallet request failed', {
      ...parameters,
      details: code === undefined ? parameters.details : `Code: ${code}`,
    })
    this.code = code
  }
}

/** The wallet's message signature does not verify for the address: it is not returned. */
export class InvalidMessageSignatureError extends BaseError {
  override name = 'InvalidMessageSignatureError'
  constructor() {
    super('Sign message failed', {
      details: 'The wallet returned a signature that does not verify for the address',
    })
  }
}

/** The PSBT the wallet signed is not the one it was given (other inputs, outputs or amounts), or cannot be finalized. */
export class InvalidSignedPsbtError extends BaseError {
  override name = 'InvalidSignedPsbtError'
  constructor(details: string, parameters: BaseErrorParameters = {}) {
    super('The wallet returned an unusable signed transaction', { details, ...parameters })
  }
}
