import { HttpRequestError } from '../errors/request.js'
import { readRpcErrorCode } from './readRpcErrorCode.js'

/** Statuses worth another attempt at the same endpoint (SPEC §9). */
const retryableStatuses = new Set([403, 408, 413, 429, 500, 502, 503, 504])

/** JSON-RPC codes worth another attempt (SPEC §9): unknown, limit exceeded, internal. */
const retryableCodes = new Set([-1, -32005, -32603])

/**
 * Whether a failed RPC read is worth another attempt at the same URL (SPEC §9): an endpoint that
 * could not be reached, the statuses 403, 408, 413, 429, 500, 502, 503, 504, or the JSON-RPC codes
 * -1, -32005, -32603. A timeout is not: the whole timeout was already waited once.
 */
export function isRetryableRpcError(error: unknown): boolean {
  if (error instanceof HttpRequestError)
    return error.status === undefined || retryableStatuses.has(error.status)
  const code = readRpcErrorCode(error)
  return code !== undefined && retryableCodes.has(code)
}
