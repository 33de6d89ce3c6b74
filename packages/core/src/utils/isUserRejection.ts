import { UserRejectedRequestError } from '../errors/connection.js'

const rejectionText = /user (rejected|denied|cancel+ed)|rejected by (the )?user|request rejected/i

/**
 * Recognises a declined wallet prompt by type, code (4001, 5000) or, failing those, message text,
 * following `cause` and `data.originalError`.
 */
export function isUserRejection(error: unknown): boolean {
  let current: unknown = error
  for (let depth = 0; current && depth < 5; depth++) {
    const step = readRejectionStep(current)
    if (step === undefined) return false
    if (step.rejected) return true
    current = step.next
  }
  return false
}

/**
 * One link of the chain: whether it is a rejection, and the next error to look at. `undefined`
 * when a getter or Proxy trap throws (SECURITY F06): an unreadable value is no rejection.
 */
function readRejectionStep(current: unknown): { rejected: boolean; next: unknown } | undefined {
  try {
    if (current instanceof UserRejectedRequestError) return { rejected: true, next: undefined }
    const { code, message, cause, data } = current as {
      code?: unknown
      message?: unknown
      cause?: unknown
      data?: { originalError?: unknown }
    }
    if (code === 4001 || code === 5000) return { rejected: true, next: undefined }
    if (typeof message === 'string' && rejectionText.test(message))
      return { rejected: true, next: undefined }
    // Some wallets wrap the rejection in an internal error and keep the real one here.
    return { rejected: false, next: cause ?? data?.originalError }
  } catch {
    return undefined
  }
}
