import type { BaseErrorParameters } from '@kit/core'
import { BaseError } from '@kit/core/modules/errors/BaseError'

/** An RPC endpoint answered with an HTTP error, or could not be reached. The URL is never kept. */
export class HttpRequestError extends BaseError {
  override name = 'HttpRequestError'
  readonly status: number | undefined
  /** Milliseconds the endpoint's `Retry-After` header asked to wait, when it sent a valid one. */
  readonly retryAfter: number | undefined
  constructor(
    status: number | undefined,
    parameters: BaseErrorParameters & { retryAfter?: number | undefined } = {},
  ) {
    const { retryAfter, ...rest } = parameters
    super(status === undefined ? 'HTTP request failed' : `HTTP status code: ${status}`, rest)
    this.status = status
    this.retryAfter = retryAfter
  }
}

/** An RPC request was aborted after the timeout. */
export class TimeoutError extends BaseError {
  override name = 'TimeoutError'
  constructor(timeout: number, parameters: BaseErrorParameters = {}) {
    super('The request took too long to respond.', {
      ...parameters,
      details: `Timed out after ${timeout} ms`,
    })
  }
}

/** An RPC endpoint answered with something that is not a JSON-RPC response. */
export class InvalidRpcResponseError extends BaseError {
  override name = 'InvalidRpcResponseError'
  constructor(parameters?: BaseErrorParameters) {
    super('Invalid JSON-RPC response', parameters)
  }
}

/** The network has no HTTP RPC URL to read from. */
export class RpcUrlNotFoundError extends BaseError {
  override name = 'RpcUrlNotFoundError'
  constructor(caipNetworkId: string) {
    super('No RPC URL configured', { details: `Network: ${caipNetworkId}` })
  }
}
