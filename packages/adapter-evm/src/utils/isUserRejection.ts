import { isUserRejection as isRejectedByCore, UserRejectedRequestError } from '@kit/core'
import { mapProviderError } from './mapProviderError.js'

/**
 * Whether the visitor declined the request: core's check (type, code 4001 or 5000, message
 * text), plus the codes some wallets nest under `data.originalError`.
 */
export function isUserRejection(error: unknown): boolean {
  return isRejectedByCore(error) || mapProviderError(error) instanceof UserRejectedRequestError
}
