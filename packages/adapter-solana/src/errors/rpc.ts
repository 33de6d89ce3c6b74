import type { BaseErrorParameters } from '@kit/core'
import { BaseError } from '@kit/core/modules/errors/BaseError'

/** The RPC endpoint answered with an HTTP error, or could not be reached. The URL is never kept. */
export class HttpRequestError extends BaseError {
  override name = 'HttpRequestError'
  readonly status: number | undefined
  constructor(status: number | undefined, parameters: BaseErrorParameters = {}) {
    super(status === undefined ? 'HTTP request failed' : `HTTP status code: ${status}`, parameters)
    this.status = status
  }
}

/** An RPC request was aborted after the timeout. */
export class TimeoutError extends BaseError {
  override name = 'TimeoutError'
  constructor(timeout: number) {
    super('The request took too long to respond.', { details: `Timed out after ${timeout} ms` })
  }
}

/** The RPC endpoint answered with something that is not the expected JSON-RPC answer. */
export class InvalidRpcResponseError extends BaseError {
  override name = 'InvalidRpcResponseError'
  constructor(parameters?: BaseErrorParameters) {
    super('Invalid JSON-RPC response', parameters)
  }
}

/** The RPC endpoint answered with a JSON-RPC error object. */
export class RpcError extends BaseError {
  override name = 'RpcError'
  readonly code: number
  constructor(code: number, message: string) {
    super('RPC Request failed.', { details: `${code}: ${message}` })
    this.code = code
  }
}

/** The network has no HTTP RPC URL to read from. */
export class RpcUrlNotFoundError extends BaseError {
  override name = 'RpcUrlNotFoundError'
  constructor(caipNetworkId: string) {
    super('No RPC URL configured', { details: `Network: ${caipNetworkId}` })
  }
}
