import type { ApiClient } from '../createApiClient.js'
import { sdkType, sdkVersion } from '../createApiClient.js'
import {
  HttpRequestError,
  InvalidPathSegmentError,
  NetworkRequestError,
  TimeoutError,
} from '../errors/http.js'

export type RequestParameters = {
  /** Path segments; each is percent-encoded, so a value can never change the host or path. */
  path: readonly string[]
  method?: 'GET' | 'POST'
  query?: Record<string, string | number | undefined>
  body?: unknown
  signal?: AbortSignal
}

/** One request with the 10 s timeout; non-2xx statuses become `HttpRequestError`. */
export async function request(
  client: ApiClient,
  { path, method = 'GET', query = {}, body, signal }: RequestParameters,
): Promise<Response> {
  const url = new URL(client.baseUrl)
  url.pathname = `${url.pathname.replace(/\/$/, '')}/${path.map(encodeSegment).join('/')}`
  const params =
    method === 'GET'
      ? { ...query, projectId: client.projectId, st: sdkType, sv: sdkVersion }
      : query
  for (const [key, value] of Object.entries(params))
    if (value !== undefined) url.searchParams.set(key, String(value))
  signal?.throwIfAborted()
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), client.timeout)
  const onAbort = () => controller.abort()
  signal?.addEventListener('abort', onAbort, { once: true })
  try {
    const response = await client.fetchFn(url, {
      method,
      signal: controller.signal,
      headers: body === undefined ? undefined : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    if (!response.ok) throw new HttpRequestError(response.status, await readReason(response))
    return response
  } catch (error) {
    if (error instanceof HttpRequestError) throw error
    if (controller.signal.aborted && !signal?.aborted) throw new TimeoutError(client.timeout)
    if (signal?.aborted) throw error
    throw new NetworkRequestError('Could not reach the service', { cause: error })
  } finally {
    clearTimeout(timer)
    signal?.removeEventListener('abort', onAbort)
  }
}

async function readReason(response: Response): Promise<string | undefined> {
  try {
    const body = (await response.json()) as { reasons?: { description?: unknown }[] }
    const description = body?.reasons?.[0]?.description
    return typeof description === 'string' && description.length > 0
      ? description.slice(0, 200)
      : undefined
  } catch {
    return undefined
  }
}

/** Percent-encodes one path segment; refuses those URL parsing would resolve or drop. */
function encodeSegment(segment: string): string {
  if (/^\.{0,2}$/.test(segment)) throw new InvalidPathSegmentError()
  return encodeURIComponent(segment)
}
