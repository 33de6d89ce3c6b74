import { type ApiClient, sdkType, sdkVersion } from '../createApiClient.js'
import { InvalidPathSegmentError } from '../errors/http.js'

export type QueryValue = string | number | boolean | undefined

export type BuildUrlParameters = {
  /** Path segments; each is percent-encoded, so a value can never change the host or path. */
  path: readonly string[]
  query?: Record<string, QueryValue> | undefined
  /** Adds `projectId`, `st` and `sv` after the query, overriding any given. */
  sdkParams?: boolean | undefined
  /** Ends the path with `/` (the RPC endpoint is `/v1/`). */
  trailingSlash?: boolean | undefined
}

/** The URL of a path under the client's base URL; the host and base path never change. */
export function buildUrl(
  client: ApiClient,
  { path, query = {}, sdkParams = false, trailingSlash = false }: BuildUrlParameters,
): URL {
  const url = new URL(client.baseUrl)
  const base = url.pathname.replace(/\/$/, '')
  url.pathname = `${base}/${path.map(encodeSegment).join('/')}${trailingSlash ? '/' : ''}`
  const params = sdkParams
    ? { ...query, projectId: client.projectId, st: sdkType, sv: sdkVersion }
    : query
  for (const [key, value] of Object.entries(params))
    if (value !== undefined) url.searchParams.set(key, String(value))
  return url
}

/** Percent-encodes one path segment; refuses those URL parsing would resolve or drop. */
function encodeSegment(segment: string): string {
  if (/^\.{0,2}$/.test(segment)) throw new InvalidPathSegmentError()
  return encodeURIComponent(segment)
}
