import type { ApiClient } from '../createApiClient.js'
import { ApiSchemaError } from '../errors/http.js'
import { buildUrl, type QueryValue } from './buildUrl.js'
import { fetchWithRetry } from './fetchWithRetry.js'
import { shareRequest } from './shareRequest.js'

/** What every endpoint accepts besides its parameters. */
export type RequestOptions = {
  /** Aborting rejects with the signal's own reason (an `AbortError`), never a failure. */
  signal?: AbortSignal | undefined
}

export type RequestParameters = RequestOptions & {
  /** Path segments; each is percent-encoded, so a value can never change the host or path. */
  path: readonly string[]
  method?: 'GET' | 'POST' | undefined
  /** Query parameters; a GET also gets `projectId`, `st` and `sv`. */
  query?: Record<string, QueryValue> | undefined
  /** Sent as JSON. */
  body?: unknown
  /** Retried on transient failures and shared while in flight; default: only GETs. */
  idempotent?: boolean | undefined
  /** `fetch` cache mode, e.g. `no-cache` for answers that must be fresh. */
  cache?: RequestCache | undefined
  trailingSlash?: boolean | undefined
  /** Checks a 2xx body within each attempt (see `FetchWithRetryOptions.accept`). */
  accept?: ((body: string) => void) | undefined
}

/**
 * One API call through the client's pipeline (timeout, retries, in-flight sharing, body cap);
 * resolves with the body text of the 2xx answer.
 */
export async function request(
  client: ApiClient,
  {
    path,
    method = 'GET',
    query,
    body,
    signal,
    idempotent = method === 'GET',
    cache,
    trailingSlash,
    accept,
  }: RequestParameters,
): Promise<string> {
  const url = buildUrl(client, { path, query, sdkParams: method === 'GET', trailingSlash }).href
  signal?.throwIfAborted()
  const init: RequestInit = { method }
  if (body !== undefined) {
    init.headers = { 'content-type': 'application/json' }
    init.body = JSON.stringify(body)
  }
  if (cache) init.cache = cache
  if (!idempotent) return fetchWithRetry(client, url, init, { idempotent, signal, accept })
  const key = `${method} ${url} ${init.body ?? ''}`
  const run = (shared: AbortSignal) =>
    fetchWithRetry(client, url, init, { idempotent, signal: shared, accept })
  return shareRequest(client, key, run, signal)
}

/** `request`, then the body parsed as JSON; a body that is not JSON is an `ApiSchemaError`. */
export async function requestJson(
  client: ApiClient,
  parameters: RequestParameters,
): Promise<unknown> {
  const text = await request(client, parameters)
  try {
    return JSON.parse(text)
  } catch {
    throw new ApiSchemaError('Unexpected response from the API', { details: 'Body is not JSON' })
  }
}
