/**
 * Whether an error is an abort (`AbortError`) rather than a failure: the caller cancelled, so
 * nothing should be shown. A `TimeoutError` is a failure and returns false.
 */
export function isAbortError(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { name?: unknown }).name === 'AbortError'
  )
}
