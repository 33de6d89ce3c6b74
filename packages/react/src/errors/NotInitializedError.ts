import { BaseError } from '@kit/core'

/** A hook or element ran before `createAppKit`. */
export class NotInitializedError extends BaseError {
  override name = 'NotInitialized'
  constructor() {
    super('Please call "createAppKit" before using "useAppKit" hook')
  }
}
