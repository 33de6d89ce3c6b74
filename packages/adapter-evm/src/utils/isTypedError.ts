import { BaseError } from '@kit/core/modules/errors/BaseError'

/**
 * Whether a thrown value is already one of the kit's typed errors. A Proxy whose
 * `getPrototypeOf` trap throws is not (SECURITY F06), instead of throwing here.
 */
export function isTypedError(value: unknown): value is BaseError {
  try {
    return value instanceof BaseError
  } catch {
    return false
  }
}
