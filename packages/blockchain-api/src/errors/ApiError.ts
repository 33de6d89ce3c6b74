import { BaseError, type BaseErrorParameters } from './BaseError.js'

export type ApiErrorParameters = Pick<BaseErrorParameters, 'cause' | 'details'>

/**
 * Root of the API client's errors; never carries request credentials, so a cause's message (which
 * may name the request URL) is not copied into `details`.
 */
export class ApiError extends BaseError {
  static override inheritsCauseDetails = false
  override name = 'ApiError'

  constructor(shortMessage: string, parameters: ApiErrorParameters = {}) {
    super(shortMessage, parameters)
  }
}
