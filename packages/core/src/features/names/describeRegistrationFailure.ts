import { HttpRequestError } from '@kit/blockchain-api/modules/errors/http'
import { isUserRejection } from '../../utils/isUserRejection.js'
import type { NameRegistrationFailure } from './getNamesState.js'

/**
 * What went wrong with a registration: a declined signature, the name service's own reason
 * (SPEC §8: the API error's first reason description is used when present), or anything else.
 */
export function describeRegistrationFailure(error: unknown): NameRegistrationFailure {
  if (isUserRejection(error)) return { reason: 'rejected' }
  const http = findHttpError(error)
  if (http && http.shortMessage !== `HTTP status code: ${http.status}`) {
    return { reason: 'refused', description: http.shortMessage }
  }
  return { reason: 'failed' }
}

function findHttpError(error: unknown): HttpRequestError | undefined {
  let current = error
  for (let depth = 0; current && depth < 5; depth++) {
    if (current instanceof HttpRequestError) return current
    try {
      current = (current as { cause?: unknown }).cause
    } catch {
      return undefined
    }
  }
  return undefined
}
