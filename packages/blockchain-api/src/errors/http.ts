import { ApiError } from './ApiError.js'

/**
 * The server answered with a non-2xx status; the message is the API's first reason when it gave
 * one. `retryAfter` is the wait its `Retry-After` header asked for, in milliseconds.
 */
export class HttpRequestError extends ApiError {
  override name = 'HttpRequestError'
  readonly status: number
  readonly retryAfter: number | undefined
  constructor(status: number, reason?: string, retryAfter?: number) {
    super(reason ?? `HTTP status code: ${status}`, { details: `status ${status}` })
    this.status = status
    this.retryAfter = retryAfter
  }
}

/** HTTP 429 that outlived the retries, or whose `Retry-After` exceeds the client's cap. */
export class RateLimitedError extends HttpRequestError {
  override name = 'RateLimitedError'
  constructor(retryAfter?: number, reason?: string) {
    super(429, reason, retryAfter)
  }
}

/** No answer within the timeout. */
export class TimeoutError extends ApiError {
  override name = 'TimeoutError'
  constructor(timeout: number) {
    super('The request took too long to respond.', { details: `Timed out after ${timeout} ms` })
  }
}

/** The answer did not have the expected shape. */
export class ApiSchemaError extends ApiError {
  override name = 'ApiSchemaError'
}

/** The answer's body is larger than the client accepts; it was not read to the end. */
export class ResponseTooLargeError extends ApiError {
  override name = 'ResponseTooLargeError'
  readonly maxBytes: number
  constructor(maxBytes: number) {
    super('The response is too large.', { details: `More than ${maxBytes} bytes` })
    this.maxBytes = maxBytes
  }
}

/** The request could not reach the server. */
export class NetworkRequestError extends ApiError {
  override name = 'NetworkRequestError'
}

/** A path segment that URL parsing would resolve (`.`, `..`) or drop (empty). */
export class InvalidPathSegmentError extends ApiError {
  override name = 'InvalidPathSegmentError'
  constructor() {
    super('Invalid path segment')
  }
}
