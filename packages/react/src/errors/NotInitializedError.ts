import { BaseError } from '@kit/core/modules/errors/BaseError'

/** A hook or element ran before `createAppKit`. */
export class NotInitializedError extends BaseError {
  override name = 'NotInitialized'
  constructor() {
    super('Please call "createAppKit" before using "useAppKit" hook')
  }
}
