import { BaseError, type BaseErrorParameters } from './BaseError.js'

/** Browser storage refused a read or a write; Kit goes on with memory only. */
export class StorageUnavailableError extends BaseError {
  override name = 'StorageUnavailable'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Storage unavailable', parameters)
  }
}
