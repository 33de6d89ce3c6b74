/**
 * Which transport an app's RPC URL is for: `http` for an absolute `http(s)` URL, `ws` for a
 * `ws(s)` one, `undefined` for anything else (another scheme, a relative or malformed URL, a
 * value that is not a string), which Kit never sends a request to.
 */
export function rpcUrlTransport(url: unknown): 'http' | 'ws' | undefined {
  if (typeof url === 'string')
    try {
      return /^(http|ws)s?:$/.exec(new URL(url).protocol)?.[1] as 'http' | 'ws' | undefined
    } catch {}
  return undefined
}
