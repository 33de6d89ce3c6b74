import { ApiError } from './BaseError.js'

/** The server answered with a non-2xx status; the message is the API's first reason when it gave one. */
export class HttpRequestError extends ApiError {
  override name = 'HttpRequestError'
  readonly status: number
  constructor(status: number, reason?: string) {
    super(reason ?? `HTTP status code: ${status}`, { details: `status ${status}` })
    this.status = status
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
