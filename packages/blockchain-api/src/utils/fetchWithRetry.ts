import type { ApiClient } from '../createApiClient.js'
import { HttpRequestError, NetworkRequestError } from '../errors/http.js'
import { RpcResponseError } from '../errors/rpc.js'
import { fetchOnce } from './fetchOnce.js'
import { sleep } from './sleep.js'

/** Statuses worth another attempt (SPEC §9, SECURITY F01/F02). */
const retryableStatuses = new Set([403, 408, 413, 429, 500, 502, 503, 504])

/** JSON-RPC error codes worth another attempt (SPEC §9): unknown, limit exceeded, internal. */
const retryableRpcCodes = new Set([-1, -32005, -32603])

export type FetchWithRetryOptions = {
  /** Only idempotent requests are retried. */
  idempotent: boolean
  signal?: AbortSignal | undefined
  /**
   * Checks a 2xx body inside the attempt; a JSON-RPC endpoint throws its `RpcResponseError`
   * here, so the retryable codes are retried like a failed status.
   */
  accept?: ((body: string) => void) | undefined
}

/**
 * Runs attempts until one succeeds: idempotent requests are retried up to `client.retries` times
 * on network errors, the statuses 403, 408, 413, 429, 500, 502, 503, 504 and the JSON-RPC codes
 * -1, -32005, -32603 (SPEC §9), waiting `Retry-After` when given (failing at once when it
 * exceeds `client.maxRetryAfter`), else an exponential backoff from `client.retryDelay` with jitter.
 * A timeout is not retried: the caller has already waited the whole timeout once.
 */
export async function fetchWithRetry(
  client: ApiClient,
  url: string,
  init: RequestInit,
  { idempotent, signal, accept }: FetchWithRetryOptions,
): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    let failure: unknown
    try {
      const body = await fetchOnce(client, url, init, signal)
      accept?.(body)
      return body
    } catch (error) {
      failure = error
    }
    const wait = nextWait(client, failure, attempt, idempotent)
    try {
      await (client.sleep ?? sleep)(wait, signal)
    } catch (error) {
      throw signal?.aborted ? signal.reason : error
    }
  }
}

/** Milliseconds to wait before the next attempt; throws `failure` when there is none. */
function nextWait(client: ApiClient, failure: unknown, attempt: number, idempotent: boolean) {
  const canRetry = idempotent && attempt < client.retries
  if (failure instanceof NetworkRequestError && canRetry) return backoff(client, attempt)
  if (failure instanceof RpcResponseError && canRetry && retryableRpcCodes.has(failure.code))
    return backoff(client, attempt)
  if (!(failure instanceof HttpRequestError) || !canRetry) throw failure
  if (!retryableStatuses.has(failure.status)) throw failure
  const { retryAfter } = failure
  if (retryAfter === undefined) return backoff(client, attempt)
  if (retryAfter > client.maxRetryAfter) throw failure
  return retryAfter
}

/** `retryDelay × 2^attempt`, plus up to half of that again as jitter. */
function backoff(client: ApiClient, attempt: number): number {
  const delay = client.retryDelay * 2 ** attempt
  return Math.round(delay * (1 + Math.random() / 2))
}
