/**
 * Kit's error root is defined once, in `@kit/blockchain-api` (which core builds on), so the API
 * client's errors and core's share one shape and one `instanceof` root.
 */
export type { BaseErrorParameters } from '@kit/blockchain-api'
export { BaseError } from '@kit/blockchain-api/modules/errors/BaseError'
