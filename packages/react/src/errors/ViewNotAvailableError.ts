import { BaseError } from '@kit/core/modules/errors/BaseError'

/** `open` was asked for a view this version of the modal does not draw yet. */
export class ViewNotAvailableError extends BaseError {
  override name = 'ViewNotAvailable'
  constructor(what: string) {
    super(`The modal cannot open ${what} yet`, {
      details: 'The modal was left as it was instead of showing another view.',
    })
  }
}
