import { ApiError } from './BaseError.js'

/** A parameter the request cannot be built from; nothing was sent. */
export class InvalidParameterError extends ApiError {
  override name = 'InvalidParameterError'
}
