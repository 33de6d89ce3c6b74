/**
 * Which transport an app's RPC URL is for: `http` for an absolute `http(s)` URL, `webSocket` for
 * a `ws(s)` one, `undefined` for anything else (another scheme, a relative or malformed URL, a
 * value that is not a string), which Kit never sends a request to.
 */
export function rpcUrlTransport(url: unknown): 'http' | 'webSocket' | undefined {
  if (typeof url !== 'string') return undefined
  try {
    const scheme = /^(http|ws)s?:$/.exec(new URL(url).protocol)?.[1]
    return scheme === 'ws' ? 'webSocket' : scheme ? 'http' : undefined
  } catch {
    return undefined
  }
}
