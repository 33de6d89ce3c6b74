/** Identifies the SDK to the services (`st`, `sv`). */
export const sdkType = 'appkit'
/** Version sent as `sv` with every GET. */
export const sdkVersion = 'react-kit-1.7.3'

/** One cached answer (or a remembered failure) and the time it stops being valid. */
export type CacheEntry = { value: unknown; expiresAt: number }

/** A request several callers share; it is aborted only once every caller has aborted. */
export type SharedRequest = {
  promise: Promise<string>
  controller: AbortController
  callers: number
}

export type ApiClient = {
  baseUrl: string
  projectId: string | undefined
  fetchFn: typeof fetch
  /** Milliseconds before one attempt is aborted. */
  timeout: number
  /** Retries after the first attempt of an idempotent request. */
  retries: number
  /** First backoff delay in milliseconds; doubled on each retry. */
  retryDelay: number
  /** Longest `Retry-After` the client waits for; a longer one fails at once. */
  maxRetryAfter: number
  /** Largest response body read, in bytes. */
  maxBodyBytes: number
  /** Waits between retries; unset, a timer (kept out of the client so it loads with the first retry). */
  sleep: ((ms: number, signal?: AbortSignal) => Promise<void>) | undefined
  now: () => number
  /** Answers cached by this client only (identity, names, balances). */
  cache: Map<string, CacheEntry>
  /** Identical idempotent requests in flight, keyed by method, URL and body. */
  inFlight: Map<string, SharedRequest>
}

export type CreateApiClientParameters = {
  baseUrl: string
  projectId?: string | undefined
  fetchFn?: typeof fetch | undefined
  /** Milliseconds before a request is aborted (default 10 s, SPEC §9). */
  timeout?: number | undefined
  /** Retries of idempotent requests on network errors and 408/429/5xx (default 3). */
  retries?: number | undefined
  /** First backoff delay, doubled per retry, plus jitter (default 150 ms). */
  retryDelay?: number | undefined
  /** Cap on a server's `Retry-After` (default 60 s); asking for more fails with `RateLimitedError`. */
  maxRetryAfter?: number | undefined
  /** Largest response body accepted (default 2 MiB); more fails with `ResponseTooLargeError`. */
  maxBodyBytes?: number | undefined
  /** Waits between retries; replaceable in tests. */
  sleep?: ((ms: number, signal?: AbortSignal) => Promise<void>) | undefined
  /** Clock for caches and HTTP-date `Retry-After`; replaceable in tests. */
  now?: (() => number) | undefined
}

/**
 * A client for one service base URL; endpoints are free functions that take it first.
 * @example const client = createApiClient({ baseUrl: 'http://127.0.0.1:8790', projectId })
 */
export function createApiClient({
  baseUrl,
  projectId,
  fetchFn,
  timeout = 10_000,
  retries = 3,
  retryDelay = 150,
  maxRetryAfter = 60_000,
  maxBodyBytes = 2 * 1024 * 1024,
  sleep,
  now = Date.now,
}: CreateApiClientParameters): ApiClient {
  return {
    baseUrl: baseUrl.replace(/\/+$/, ''),
    projectId,
    fetchFn: fetchFn ?? ((input, init) => globalThis.fetch(input, init)),
    timeout,
    retries,
    retryDelay,
    maxRetryAfter,
    maxBodyBytes,
    sleep,
    now,
    cache: new Map(),
    inFlight: new Map(),
  }
}
