import { BaseError } from '@kit/core/modules/errors/BaseError'

/**
 * The JSON-RPC code of a typed RPC error, read without loading the error classes (they load on
 * the first failure); `undefined` for anything else.
 */
export function readRpcErrorCode(error: unknown): number | undefined {
  if (!(error instanceof BaseError) || !('code' in error)) return undefined
  return typeof error.code === 'number' ? error.code : undefined
}
