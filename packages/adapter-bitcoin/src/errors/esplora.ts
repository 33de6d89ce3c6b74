import type { BaseErrorParameters } from '@kit/core'
import { BaseError } from '@kit/core/modules/errors/BaseError'

/** The Esplora API answered with a non-2xx status. The URL is never kept; `details` holds at most 200 characters of the answer. */
export class HttpRequestError extends BaseError {
  static override inheritsCauseDetails = false
  override name = 'HttpRequestError'
  readonly status: number
  /** Milliseconds the API's `Retry-After` header asked to wait, when it sent a valid one. */
  readonly retryAfter: number | undefined
  constructor(
    status: number,
    { retryAfter, ...parameters }: BaseErrorParameters & { retryAfter?: number | undefined } = {},
  ) {
    super(`HTTP status code: ${status}`, parameters)
    this.status = status
    this.retryAfter = retryAfter
  }
}

/** The Esplora API did not answer within the timeout. */
export class TimeoutError extends BaseError {
  override name = 'TimeoutError'
  constructor(timeout: number) {
    super('The request took too long to respond.', { details: `Timed out after ${timeout} ms` })
  }
}

/** The caller aborted the request (its `signal`): not a failure to show. */
export class RequestAbortedError extends BaseError {
  static override inheritsCauseDetails = false
  override name = 'RequestAbortedError'
  constructor(cause: unknown) {
    super('Request was aborted', { cause })
  }
}

/** The Esplora API could not be reached. */
export class NetworkRequestError extends BaseError {
  static override inheritsCauseDetails = false
  override name = 'NetworkRequestError'
  constructor(cause: unknown) {
    super('The Bitcoin API could not be reached', { cause })
  }
}

/** The answer was not valid JSON or not of the expected shape. */
export class EsploraSchemaError extends BaseError {
  override name = 'EsploraSchemaError'
  constructor(details: string) {
    super('Invalid response from the Bitcoin API', { details })
  }
}

/** The answer was larger than the client reads; it was not read to the end. */
export class ResponseTooLargeError extends BaseError {
  override name = 'ResponseTooLargeError'
  readonly maxBytes: number
  constructor(maxBytes: number) {
    super('The response is too large.', { details: `More than ${maxBytes} bytes` })
    this.maxBytes = maxBytes
  }
}

/** The client's URL, or a value put in a request path, cannot be used. */
export class InvalidEsploraRequestError extends BaseError {
  override name = 'InvalidEsploraRequestError'
  constructor(details: string) {
    super('Invalid Bitcoin API request', { details })
  }
}

/** The transaction to broadcast is not a serialized Bitcoin transaction. */
export class InvalidRawTransactionError extends BaseError {
  override name = 'InvalidRawTransactionError'
  constructor(details: string) {
    super('Invalid raw transaction', { details })
  }
}
