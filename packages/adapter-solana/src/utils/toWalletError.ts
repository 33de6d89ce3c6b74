import { BaseError } from '@kit/core/modules/errors/BaseError'
import { UserRejectedRequestError } from '@kit/core/modules/errors/connection'
import { WalletRequestError } from '../errors/wallet.js'
import { isUserRejection } from './isUserRejection.js'

/**
 * A typed error for whatever a wallet threw: `UserRejectedRequestError` for a declined prompt,
 * the error itself when it is already typed, else `WalletRequestError` (the original as `cause`).
 */
export function toWalletError(error: unknown): BaseError {
  if (isUserRejection(error))
    return error instanceof UserRejectedRequestError
      ? error
      : new UserRejectedRequestError({ cause: error })
  if (error instanceof BaseError) return error
  return new WalletRequestError({ cause: error })
}
