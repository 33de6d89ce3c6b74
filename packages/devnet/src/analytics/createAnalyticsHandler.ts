import type { IncomingMessage, ServerResponse } from 'node:http'
import { publicCorsHeaders } from '../http/publicCorsHeaders.js'
import { readJsonBody } from '../http/readJsonBody.js'

export type AnalyticsStore = {
  /** Stored event bodies, oldest first. */
  readonly events: unknown[]
  readonly maxEvents: number
  readonly maxBodyBytes: number
}

/** Request handler of the analytics sink: the analytics endpoints of SPEC §7 plus inspection. */
export function createAnalyticsHandler(store: AnalyticsStore) {
  return async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const { pathname } = new URL(request.url ?? '/', 'http://sink.invalid')
    const method = request.method ?? 'GET'

    if (method === 'OPTIONS') {
      const requested = request.headers['access-control-request-headers']
      return send(response, 204, undefined, {
        'access-control-allow-headers': requested ?? 'content-type',
      })
    }
    if (pathname === '/getAnalyticsConfig' && method === 'GET') {
      return send(response, 200, { isAnalyticsEnabled: true })
    }
    if (pathname === '/e' && method === 'POST') {
      const body = await readJsonBody(request, store.maxBodyBytes)
      if (!body.ok) return send(response, body.status, { error: statusText[body.status] })
      store.events.push(body.value)
      // Drop the oldest so a chatty page cannot grow the sink without bound.
      if (store.events.length > store.maxEvents)
        store.events.splice(0, store.events.length - store.maxEvents)
      return send(response, 204)
    }
    if (pathname === '/events' && method === 'GET') return send(response, 200, store.events)
    if (pathname === '/events' && method === 'DELETE') {
      store.events.length = 0
      return send(response, 204)
    }
    const known = ['/getAnalyticsConfig', '/e', '/events'].includes(pathname)
    return send(response, known ? 405 : 404, { error: known ? 'Method not allowed' : 'Not found' })
  }
}

const statusText = { 400: 'Body is not valid JSON', 413: 'Body too large' } as const

function send(
  response: ServerResponse,
  status: number,
  body?: unknown,
  headers: Record<string, string | string[]> = {},
): void {
  response.writeHead(status, {
    ...publicCorsHeaders,
    ...headers,
    ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    ...(status === 413 ? { connection: 'close' } : {}),
  })
  response.end(body === undefined ? undefined : JSON.stringify(body))
}
