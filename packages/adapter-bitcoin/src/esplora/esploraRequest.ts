import { parseRetryAfter } from '@kit/core/modules/utils/parseRetryAfter'
import {
  EsploraSchemaError,
  HttpRequestError,
  InvalidEsploraRequestError,
  NetworkRequestError,
  RequestAbortedError,
  TimeoutError,
} from '../errors/esplora.js'
import type { EsploraClient } from './createEsploraClient.js'
import { readBody } from './readBody.js'

export type EsploraRequestParameters = {
  /** Path segments, each encoded on its own: a value can never change the host or climb a level. */
  path: readonly string[]
  method?: 'GET' | 'POST' | undefined
  body?: string | undefined
  signal?: AbortSignal | undefined
}

/**
 * One request to the Esplora API: each attempt aborted after the client's timeout or by
 * `signal`, its body capped, failures typed. A read (GET) that failed to connect or got 403,
 * 408, 413, 429 or 5xx is retried (SPEC §9), after `Retry-After` or a backoff; a POST never is.
 * Returns the body's text; the caller parses it.
 */
export async function esploraRequest(
  client: EsploraClient,
  parameters: EsploraRequestParameters,
): Promise<string> {
  const retries = parameters.method === 'POST' ? 0 : client.retryCount
  for (let attempt = 0; ; attempt++) {
    try {
      return await attemptRequest(client, parameters)
    } catch (error) {
      const wait = attempt < retries ? nextWait(client, error, attempt) : undefined
      if (wait === undefined) throw error
      await sleep(wait, parameters.signal)
    }
  }
}

const retryableStatuses = new Set([403, 408, 413, 429, 500, 502, 503, 504])

/** Milliseconds before the next attempt, or `undefined` when the failure is final. */
function nextWait(client: EsploraClient, error: unknown, attempt: number): number | undefined {
  if (error instanceof NetworkRequestError) return backoff(client.retryDelay, attempt)
  if (!(error instanceof HttpRequestError) || !retryableStatuses.has(error.status)) return undefined
  if (error.retryAfter === undefined) return backoff(client.retryDelay, attempt)
  return error.retryAfter > client.maxRetryAfter ? undefined : error.retryAfter
}

/** `retryDelay × 2^attempt`, plus up to half of that again as jitter. */
function backoff(retryDelay: number, attempt: number): number {
  return Math.round(retryDelay * 2 ** attempt * (1 + Math.random() / 2))
}

/** Waits `ms`, or rejects with `RequestAbortedError` as soon as `signal` aborts. */
function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new RequestAbortedError(signal.reason))
    const onAbort = () => {
      clearTimeout(timer)
      reject(new RequestAbortedError(signal?.reason))
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    signal?.addEventListener('abort', onAbort, { once: true })
  })
}

async function attemptRequest(
  client: EsploraClient,
  { path, method = 'GET', body, signal }: EsploraRequestParameters,
): Promise<string> {
  const segments = path.map((segment) => {
    if (
      typeof segment !== 'string' ||
      segment === '' ||
      segment === '.' ||
      segment === '..' ||
      segment.length > 200
    )
      throw new InvalidEsploraRequestError('A path segment is empty, a dot segment or too long')
    return encodeURIComponent(segment)
  })
  const url = `${client.url}/${segments.join('/')}`
  if (signal?.aborted) throw new RequestAbortedError(signal.reason)

  const controller = new AbortController()
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort()
  }, client.timeout)
  const forward = () => controller.abort()
  signal?.addEventListener('abort', forward, { once: true })
  try {
    let response: Response
    try {
      response = await client.fetchFn(url, {
        method,
        body,
        headers: body === undefined ? undefined : { 'content-type': 'text/plain' },
        signal: controller.signal,
      })
    } catch (error) {
      throw settleAbort(error)
    }
    let text: string
    try {
      text = await readBody(response, client.maxResponseBytes)
    } catch (error) {
      if (error instanceof Error && error.name === 'ResponseTooLargeError') throw error
      throw settleAbort(error)
    }
    if (!response.ok)
      throw new HttpRequestError(response.status, {
        details: text.replace(/[^\x20-\x7e]/g, ' ').slice(0, 200) || undefined,
        retryAfter: parseRetryAfter(response.headers.get('retry-after'), Date.now()),
      })
    return text
  } finally {
    clearTimeout(timer)
    signal?.removeEventListener('abort', forward)
  }

  function settleAbort(error: unknown) {
    if (timedOut) return new TimeoutError(client.timeout)
    if (signal?.aborted) return new RequestAbortedError(signal.reason)
    return new NetworkRequestError(error)
  }
}

/** Parses an answer's JSON; a syntax error is a typed schema error. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    throw new EsploraSchemaError('The answer is not JSON')
  }
}
