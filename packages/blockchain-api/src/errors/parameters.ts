import { ApiError } from './ApiError.js'

/** A parameter the request cannot be built from; nothing was sent. */
export class InvalidParameterError extends ApiError {
  override name = 'InvalidParameterError'
}
