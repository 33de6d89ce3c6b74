import { UserRejectedRequestError } from '../errors/connection.js'

const rejectionText = /user (rejected|denied|cancel+ed)|rejected by (the )?user|request rejected/i

/**
 * Recognises a declined wallet prompt by type, code (4001, 5000) or, failing those, message text,
 * following `cause` and `data.originalError`.
 */
export function isUserRejection(error: unknown): boolean {
  let current: unknown = error
  for (let depth = 0; current && depth < 5; depth++) {
    if (current instanceof UserRejectedRequestError) return true
    const { code, message, cause, data } = current as {
      code?: unknown
      message?: unknown
      cause?: unknown
      data?: { originalError?: unknown }
    }
    if (code === 4001 || code === 5000) return true
    if (typeof message === 'string' && rejectionText.test(message)) return true
    // Some wallets wrap the rejection in an internal error and keep the real one here.
    current = cause ?? data?.originalError
  }
  return false
}
