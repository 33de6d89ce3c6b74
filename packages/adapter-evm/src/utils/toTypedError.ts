import type { BaseError } from '@kit/core'
import { isTypedError } from './isTypedError.js'

/**
 * What a wallet or node threw, as a typed error. The code table and its error classes load on
 * the first failure, so they cost nothing at startup.
 */
export async function toTypedError(error: unknown): Promise<BaseError> {
  if (isTypedError(error)) return error
  const { mapProviderError } = await import('./mapProviderError.js')
  return mapProviderError(error)
}
