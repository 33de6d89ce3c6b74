import { ApiError } from './ApiError.js'

/**
 * Balances of this account failed less than 30 s ago, so no request was made (SPEC §9).
 * `cause` is the failure that started the pause; `retryAt` is when requests resume (ms since epoch).
 */
export class BalanceUnavailableError extends ApiError {
  override name = 'BalanceUnavailableError'
  readonly retryAt: number
  constructor({ cause, retryAt }: { cause: unknown; retryAt: number }) {
    super('Token Balance Unavailable', {
      cause,
      details: 'Balance requests paused after a failure',
    })
    this.retryAt = retryAt
  }
}
