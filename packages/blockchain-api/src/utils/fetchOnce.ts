import type { ApiClient } from '../createApiClient.js'
import { ApiError } from '../errors/ApiError.js'
import {
  HttpRequestError,
  NetworkRequestError,
  RateLimitedError,
  TimeoutError,
} from '../errors/http.js'
import { parseRetryAfter } from './parseRetryAfter.js'
import { readBody } from './readBody.js'

const maxReasonBytes = 64 * 1024

/**
 * One attempt: the request and its body under one timeout. Resolves with the body text of a 2xx
 * answer; a non-2xx status becomes `HttpRequestError` (`RateLimitedError` for 429). An abort of
 * `signal` rejects with the signal's own reason, untouched.
 */
export async function fetchOnce(
  client: ApiClient,
  url: string,
  init: RequestInit,
  signal: AbortSignal | undefined,
): Promise<string> {
  signal?.throwIfAborted()
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), client.timeout)
  const onAbort = () => controller.abort()
  signal?.addEventListener('abort', onAbort, { once: true })
  try {
    const response = await client.fetchFn(url, { ...init, signal: controller.signal })
    if (response.ok) return await readBody(response, client.maxBodyBytes, controller.signal)
    const reason = await readReason(response, controller.signal)
    const retryAfter = parseRetryAfter(response.headers.get('retry-after'), client.now())
    if (response.status === 429) throw new RateLimitedError(retryAfter, reason)
    throw new HttpRequestError(response.status, reason, retryAfter)
  } catch (error) {
    if (signal?.aborted) throw signal.reason
    if (controller.signal.aborted) throw new TimeoutError(client.timeout)
    if (error instanceof ApiError) throw error
    throw new NetworkRequestError('Could not reach the service', { cause: error })
  } finally {
    clearTimeout(timer)
    signal?.removeEventListener('abort', onAbort)
  }
}

/** The API's first `reasons[].description`, when the error body carries one (SPEC §8). */
async function readReason(response: Response, signal: AbortSignal): Promise<string | undefined> {
  try {
    const body = JSON.parse(await readBody(response, maxReasonBytes, signal)) as {
      reasons?: { description?: unknown }[]
    }
    const description = body?.reasons?.[0]?.description
    return typeof description === 'string' && description.length > 0
      ? description.slice(0, 200)
      : undefined
  } catch {
    return undefined
  }
}
