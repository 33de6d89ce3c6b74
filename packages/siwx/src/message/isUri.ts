// RFC 3986 character classes, each tested one character at a time (no backtracking).
const unreserved = /^[A-Za-z0-9\-._~]$/
const subDelims = /^[!$&'()*+,;=]$/
const hexDigit = /^[0-9A-Fa-f]$/
const schemePattern = /^[A-Za-z][A-Za-z0-9+.-]*$/

/**
 * Whether `value` is an absolute RFC 3986 URI (`scheme ":" hier-part [ "?" query ] [ "#" fragment ]`),
 * with a registered-name or IPv4 host (IP literals in brackets are not accepted).
 */
export function isUri(value: string): boolean {
  const colon = value.indexOf(':')
  if (colon < 1 || !schemePattern.test(value.slice(0, colon))) return false
  let rest = value.slice(colon + 1)
  const hash = rest.indexOf('#')
  if (hash !== -1) {
    if (!allChars(rest.slice(hash + 1), '/?:@')) return false
    rest = rest.slice(0, hash)
  }
  const question = rest.indexOf('?')
  if (question !== -1) {
    if (!allChars(rest.slice(question + 1), '/?:@')) return false
    rest = rest.slice(0, question)
  }
  if (rest.startsWith('//')) {
    const slash = rest.indexOf('/', 2)
    const authority = slash === -1 ? rest.slice(2) : rest.slice(2, slash)
    const path = slash === -1 ? '' : rest.slice(slash)
    return isUriAuthority(authority) && allChars(path, '/:@')
  }
  return allChars(rest, '/:@')
}

/** `[ userinfo "@" ] host [ ":" port ]` with a registered-name (or IPv4) host. */
function isUriAuthority(authority: string): boolean {
  const at = authority.lastIndexOf('@')
  if (at !== -1 && !allChars(authority.slice(0, at), ':')) return false
  const hostPort = authority.slice(at + 1)
  const portColon = hostPort.indexOf(':')
  const host = portColon === -1 ? hostPort : hostPort.slice(0, portColon)
  const port = portColon === -1 ? '' : hostPort.slice(portColon + 1)
  return allChars(host, '') && /^[0-9]*$/.test(port)
}

/** Every character unreserved, a sub-delim, one of `extra`, or a `%XX` escape. */
function allChars(text: string, extra: string): boolean {
  for (let index = 0; index < text.length; index++) {
    const char = text[index] as string
    if (char === '%') {
      if (!hexDigit.test(text[index + 1] ?? '') || !hexDigit.test(text[index + 2] ?? ''))
        return false
      index += 2
    } else if (!unreserved.test(char) && !subDelims.test(char) && !extra.includes(char)) {
      return false
    }
  }
  return true
}
