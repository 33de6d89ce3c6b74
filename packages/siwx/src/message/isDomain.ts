const labelPattern = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/
const portPattern = /^[0-9]{1,5}$/

/**
 * Whether `value` is an RFC 3986 authority as a sign-in message's domain takes it: a DNS name
 * (or IPv4 address, or `localhost`) with an optional port; no scheme, userinfo, path or IP literal.
 */
export function isDomain(value: string): boolean {
  if (value.length > 261) return false
  const colon = value.indexOf(':')
  const host = colon === -1 ? value : value.slice(0, colon)
  if (colon !== -1) {
    const port = value.slice(colon + 1)
    if (!portPattern.test(port) || Number(port) > 65_535) return false
  }
  if (host.length === 0 || host.length > 253) return false
  return host.split('.').every((label) => labelPattern.test(label))
}
