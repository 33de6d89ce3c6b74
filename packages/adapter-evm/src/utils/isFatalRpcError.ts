import { BaseError } from '@kit/core/modules/errors/BaseError'
import { UserRejectedRequestError } from '@kit/core/modules/errors/connection'
import { readRpcErrorCode } from './readRpcErrorCode.js'

/** JSON-RPC codes that are an answer about the request itself: rejected by the user or the node. */
const fatalCodes = new Set([4001, 5000, -32003])

/**
 * Whether a failed RPC read must not fall through to the next URL (SPEC §8: transport failures
 * fall through unless fatal): a user rejection, a rejected transaction or a reverted call, which
 * another endpoint would answer the same way. Any other failure is the endpoint's.
 */
export function isFatalRpcError(error: unknown): boolean {
  if (error instanceof UserRejectedRequestError) return true
  const code = readRpcErrorCode(error)
  if (code === undefined) return false
  if (fatalCodes.has(code)) return true
  return error instanceof BaseError && /execution reverted/i.test(error.details ?? '')
}
