import { ApiError } from '@kit/blockchain-api/modules/errors/ApiError'

/** A short text for a failed service call, fit to show under a Retry button. */
export function describeApiError(error: unknown): string {
  if (error instanceof ApiError) return error.shortMessage
  return 'Something went wrong'
}
