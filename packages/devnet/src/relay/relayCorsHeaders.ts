import type { IncomingMessage } from 'node:http'

const localHosts = new Set(['127.0.0.1', 'localhost', '[::1]'])

/**
 * CORS headers for a control request: its origin is allowed when it is a local page
 * (http://127.0.0.1:<any port>, localhost or [::1]); other origins get none.
 */
export function relayCorsHeaders(request: IncomingMessage): Record<string, string> {
  const origin = request.headers.origin
  if (!origin || !isLocalOrigin(origin)) return { vary: 'origin' }
  const headers: Record<string, string> = {
    'access-control-allow-origin': origin,
    'access-control-allow-methods': 'GET, POST, OPTIONS',
    'access-control-allow-headers':
      request.headers['access-control-request-headers'] ?? 'content-type',
    'access-control-max-age': '600',
    vary: 'origin',
  }
  if (request.headers['access-control-request-private-network'] === 'true')
    headers['access-control-allow-private-network'] = 'true'
  return headers
}

function isLocalOrigin(origin: string): boolean {
  try {
    const url = new URL(origin)
    return (url.protocol === 'http:' || url.protocol === 'https:') && localHosts.has(url.hostname)
  } catch {
    return false
  }
}
