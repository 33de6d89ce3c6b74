/** Identifies the SDK to the services (`st`, `sv`). */
export const sdkType = 'appkit'
export const sdkVersion = 'react-kit-1.7.3'

export type ApiClient = {
  baseUrl: string
  projectId: string | undefined
  fetchFn: typeof fetch
  timeout: number
}

export type CreateApiClientParameters = {
  baseUrl: string
  projectId?: string | undefined
  fetchFn?: typeof fetch
  /** Milliseconds before a request is aborted (default 10 s, SPEC §9). */
  timeout?: number
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
}: CreateApiClientParameters): ApiClient {
  const resolvedFetch = fetchFn ?? globalThis.fetch.bind(globalThis)
  return { baseUrl: baseUrl.replace(/\/+$/, ''), projectId, fetchFn: resolvedFetch, timeout }
}
