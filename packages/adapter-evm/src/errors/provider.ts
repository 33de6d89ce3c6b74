import type { BaseErrorParameters } from '@kit/core'
import { RpcError } from './rpc.js'

/** 4100: the method or account has not been authorised by the visitor. */
export class UnauthorizedProviderError extends RpcError {
  override name = 'UnauthorizedProviderError'
  constructor(parameters?: BaseErrorParameters) {
    super(
      'The requested method and/or account has not been authorized by the user.',
      4100,
      parameters,
    )
  }
}

/** 4200: the wallet does not support the method. */
export class UnsupportedProviderMethodError extends RpcError {
  override name = 'UnsupportedProviderMethodError'
  constructor(parameters?: BaseErrorParameters) {
    super('The Provider does not support the requested method.', 4200, parameters)
  }
}

/** 4900: the wallet is disconnected from all chains (also raised when a session ends mid-request). */
export class ProviderDisconnectedError extends RpcError {
  override name = 'ProviderDisconnectedError'
  constructor(parameters?: BaseErrorParameters) {
    super('The Provider is disconnected from all chains.', 4900, parameters)
  }
}

/** 4901: the wallet is not connected to the requested chain. */
export class ChainDisconnectedError extends RpcError {
  override name = 'ChainDisconnectedError'
  constructor(parameters?: BaseErrorParameters) {
    super('The Provider is not connected to the requested chain.', 4901, parameters)
  }
}

/** 4902: the wallet does not know the chain it was asked to switch to. */
export class SwitchChainError extends RpcError {
  override name = 'SwitchChainError'
  constructor(parameters?: BaseErrorParameters) {
    super('An error occurred when attempting to switch chain.', 4902, parameters)
  }
}
