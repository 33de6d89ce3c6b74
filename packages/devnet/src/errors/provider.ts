import { DevnetError, type DevnetErrorParameters } from './DevnetError.js'

export type ProviderRpcErrorParameters = DevnetErrorParameters & { data?: unknown }

/** An EIP-1193 error: carries the numeric `code` dapps branch on. */
export class ProviderRpcError extends DevnetError {
  override name = 'ProviderRpcError'
  readonly code: number
  readonly data: unknown

  constructor(
    code: number,
    message: string,
    { data, ...parameters }: ProviderRpcErrorParameters = {},
  ) {
    super(message, parameters)
    this.code = code
    this.data = data
  }
}

/** 4001: the user pressed Reject. */
export class UserRejectedRequestError extends ProviderRpcError {
  override name = 'UserRejectedRequestError'

  constructor() {
    super(4001, 'User rejected the request.')
  }
}

/** 4100: the site is not connected, or asked for another account. */
export class UnauthorizedProviderError extends ProviderRpcError {
  override name = 'UnauthorizedProviderError'

  constructor() {
    super(4100, 'The requested account and/or method has not been authorized by the user.')
  }
}

/** 4200: the wallet does not implement the method and will not forward it. */
export class UnsupportedProviderMethodError extends ProviderRpcError {
  override name = 'UnsupportedProviderMethodError'

  constructor(method: string) {
    super(4200, `The method "${method}" is not supported by this Ethereum provider.`)
  }
}

/** 4900: the wallet was destroyed. */
export class ProviderDisconnectedError extends ProviderRpcError {
  override name = 'ProviderDisconnectedError'

  constructor() {
    super(4900, 'The provider is disconnected from all chains.')
  }
}

/** 4902: the chain is not known to the wallet; the dapp should call `wallet_addEthereumChain`. */
export class UnrecognizedChainError extends ProviderRpcError {
  override name = 'UnrecognizedChainError'

  constructor(chainIdHex: string) {
    super(
      4902,
      `Unrecognized chain ID "${chainIdHex}". Try adding the chain using wallet_addEthereumChain first.`,
    )
  }
}

/** -32602: malformed parameters. */
export class InvalidProviderParamsError extends ProviderRpcError {
  override name = 'InvalidProviderParamsError'

  constructor(message: string) {
    super(-32602, message)
  }
}

/** -32603: anything else that went wrong inside the wallet. */
export class InternalProviderError extends ProviderRpcError {
  override name = 'InternalProviderError'

  constructor(message: string, parameters: ProviderRpcErrorParameters = {}) {
    super(-32603, message, parameters)
  }
}

/** 4901: the current chain has no RPC URL the wallet could forward to. */
export class ChainDisconnectedError extends ProviderRpcError {
  override name = 'ChainDisconnectedError'

  constructor(chainId: number) {
    super(4901, `The provider is not connected to chain ${chainId}.`)
  }
}
