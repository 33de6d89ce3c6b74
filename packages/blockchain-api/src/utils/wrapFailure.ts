import { isAbortError } from './isAbortError.js'

/**
 * The error to throw for a failure of an endpoint with its own error type: aborts pass through
 * untouched, anything else becomes `wrap(error)` with the original kept as `cause`.
 */
export function wrapFailure(
  error: unknown,
  signal: AbortSignal | undefined,
  wrap: (cause: unknown) => Error,
): unknown {
  return isAbortError(error) || signal?.aborted ? error : wrap(error)
}
