import { HttpRequestError } from '../errors/request.js'
import { isRetryableRpcError } from './isRetryableRpcError.js'
import { type RpcRequestParameters, rpcRequest } from './rpcRequest.js'
import { sleep } from './sleep.js'

/** How often and how long a read is retried at one URL (SPEC §9). */
export type RetryPolicy = {
  /** Attempts after the first (SPEC §9: 3). */
  retryCount: number
  /** First backoff in ms, doubled on each retry (SPEC §9: 150). */
  retryDelay: number
  /** A longer `Retry-After` than this fails at once instead of waiting. */
  maxRetryAfter: number
}

export type RequestWithRetryParameters = RpcRequestParameters & { policy: RetryPolicy }

/**
 * One JSON-RPC read at one URL, retried per SPEC §9 while the failure is retryable: after the
 * endpoint's `Retry-After` when it sent one, else an exponential backoff with jitter. Only for
 * reads: signing and sending go to the wallet and are never retried.
 */
export async function requestWithRetry({
  policy,
  ...request
}: RequestWithRetryParameters): Promise<unknown> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await rpcRequest(request)
    } catch (error) {
      await sleep(nextWait(policy, error, attempt))
    }
  }
}

/** Milliseconds to wait before the next attempt; throws `error` when there is none. */
function nextWait(policy: RetryPolicy, error: unknown, attempt: number): number {
  if (attempt >= policy.retryCount || !isRetryableRpcError(error)) throw error
  const retryAfter = error instanceof HttpRequestError ? error.retryAfter : undefined
  if (retryAfter === undefined) return backoff(policy.retryDelay, attempt)
  if (retryAfter > policy.maxRetryAfter) throw error
  return retryAfter
}

/** `retryDelay × 2^attempt`, plus up to half of that again as jitter. */
function backoff(retryDelay: number, attempt: number): number {
  const delay = retryDelay * 2 ** attempt
  return Math.round(delay * (1 + Math.random() / 2))
}
