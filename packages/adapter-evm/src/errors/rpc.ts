import type { BaseErrorParameters } from '@kit/core'
import { BaseError } from '@kit/core/modules/errors/BaseError'
import { toReadableMessage } from '../utils/toReadableMessage.js'

/** A JSON-RPC or EIP-1193 error with its numeric code. */
export class RpcError extends BaseError {
  override name = 'RpcError'
  readonly code: number | undefined
  constructor(
    shortMessage: string,
    code: number | undefined,
    parameters: BaseErrorParameters = {},
  ) {
    super(shortMessage, parameters)
    this.code = code
  }
}

/** -32700: the node could not parse the request JSON. */
export class ParseRpcError extends RpcError {
  override name = 'ParseRpcError'
  constructor(parameters?: BaseErrorParameters) {
    super('Invalid JSON was received by the server.', -32700, parameters)
  }
}

/** -32600: the JSON is not a valid request object. */
export class InvalidRequestRpcError extends RpcError {
  override name = 'InvalidRequestRpcError'
  constructor(parameters?: BaseErrorParameters) {
    super('JSON is not a valid request object.', -32600, parameters)
  }
}

/** -32601: the method does not exist or is not available. */
export class MethodNotFoundRpcError extends RpcError {
  override name = 'MethodNotFoundRpcError'
  constructor(parameters?: BaseErrorParameters) {
    super('The method does not exist / is not available.', -32601, parameters)
  }
}

/** -32602: invalid method parameters. */
export class InvalidParamsRpcError extends RpcError {
  override name = 'InvalidParamsRpcError'
  constructor(parameters?: BaseErrorParameters) {
    super('Invalid parameters were provided to the RPC method.', -32602, parameters)
  }
}

/** -32603: internal JSON-RPC error. */
export class InternalRpcError extends RpcError {
  override name = 'InternalRpcError'
  constructor(parameters?: BaseErrorParameters) {
    super('An internal error was received.', -32603, parameters)
  }
}

/** -32000: missing or invalid parameters. */
export class InvalidInputRpcError extends RpcError {
  override name = 'InvalidInputRpcError'
  constructor(parameters?: BaseErrorParameters) {
    super('Missing or invalid parameters.', -32000, parameters)
  }
}

/** -32001: the requested resource was not found. */
export class ResourceNotFoundRpcError extends RpcError {
  override name = 'ResourceNotFoundRpcError'
  constructor(parameters?: BaseErrorParameters) {
    super('Requested resource not found.', -32001, parameters)
  }
}

/** -32002: the requested resource is not available. */
export class ResourceUnavailableRpcError extends RpcError {
  override name = 'ResourceUnavailableRpcError'
  constructor(parameters?: BaseErrorParameters) {
    super('Requested resource not available.', -32002, parameters)
  }
}

/** -32003: the transaction could not be created. */
export class TransactionRejectedRpcError extends RpcError {
  override name = 'TransactionRejectedRpcError'
  constructor(parameters?: BaseErrorParameters) {
    super('Transaction creation failed.', -32003, parameters)
  }
}

/** -32004: the node does not support the method. */
export class MethodNotSupportedRpcError extends RpcError {
  override name = 'MethodNotSupportedRpcError'
  constructor(parameters?: BaseErrorParameters) {
    super('Method is not supported.', -32004, parameters)
  }
}

/** -32005: the request exceeds a limit (rate or size). */
export class LimitExceededRpcError extends RpcError {
  override name = 'LimitExceededRpcError'
  constructor(parameters?: BaseErrorParameters) {
    super('Request exceeds defined limit.', -32005, parameters)
  }
}

/** -32006: the JSON-RPC version is not supported. */
export class JsonRpcVersionUnsupportedError extends RpcError {
  override name = 'JsonRpcVersionUnsupportedError'
  constructor(parameters?: BaseErrorParameters) {
    super('Version of JSON-RPC protocol is not supported.', -32006, parameters)
  }
}

/**
 * Any code without a meaning of its own; the code is kept. Its user-facing text is the wallet's
 * or node's own message when it sent a readable one (`walletMessage`, made plain and capped by
 * `toReadableMessage`), else 'An unknown RPC error occurred.'.
 */
export class UnknownRpcError extends RpcError {
  override name = 'UnknownRpcError'
  constructor(
    code: number | undefined,
    parameters: BaseErrorParameters & { walletMessage?: string | undefined } = {},
  ) {
    const { walletMessage, ...rest } = parameters
    super(toReadableMessage(walletMessage) ?? 'An unknown RPC error occurred.', code, rest)
  }
}
