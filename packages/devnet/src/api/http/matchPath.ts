import { ApiRequestError } from '../../errors/api.js'

/**
 * Matches `pathname` against a pattern such as `/v1/account/:address/balance`. Returns the
 * decoded parameters, or undefined when it does not match. A segment that is not valid
 * percent-encoding is a 400, not a crash.
 */
export function matchPath(pattern: string, pathname: string): Record<string, string> | undefined {
  const expected = pattern.split('/')
  const actual = pathname.split('/')
  if (expected.length !== actual.length) return undefined
  const params: Record<string, string> = {}
  for (const [index, part] of expected.entries()) {
    const segment = actual[index] ?? ''
    if (part.startsWith(':')) {
      if (segment === '') return undefined
      try {
        params[part.slice(1)] = decodeURIComponent(segment)
      } catch {
        throw new ApiRequestError({ field: part.slice(1), description: 'Malformed path segment' })
      }
    } else if (part !== segment) {
      return undefined
    }
  }
  return params
}
