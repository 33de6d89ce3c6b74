import type { IncomingMessage, ServerResponse } from 'node:http'
import { readJsonBody } from '../http/readJsonBody.js'
import { isRecord } from '../utils/isRecord.js'
import { relayCorsHeaders } from './relayCorsHeaders.js'

/** Longest `downMs` the control route accepts. */
export const maxRestartDownMs = 60_000

export type CreateRelayControlHandlerParameters = {
  restart: (options: { downMs: number }) => Promise<void>
}

/**
 * HTTP routes of the relay for browser tests: `GET /health` and `POST /restart` with an
 * optional JSON body `{ "downMs": number }`, answering CORS for local pages.
 */
export function createRelayControlHandler({ restart }: CreateRelayControlHandlerParameters) {
  return async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const { pathname } = new URL(request.url ?? '/', 'http://relay.invalid')
    const method = request.method ?? 'GET'
    const cors = relayCorsHeaders(request)
    const send = (status: number, body?: unknown) => {
      response.writeHead(status, {
        ...cors,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      })
      response.end(body === undefined ? undefined : JSON.stringify(body))
    }

    if (method === 'OPTIONS') return send(204)
    if (pathname === '/health' && method === 'GET') return send(200, { ok: true })
    if (pathname === '/restart' && method === 'POST') {
      const body = await readRestartBody(request)
      if (!body.ok) return send(body.status, { error: body.error })
      await restart({ downMs: body.downMs })
      return send(200, { ok: true })
    }
    const known = pathname === '/health' || pathname === '/restart'
    return send(known ? 405 : 404, { error: known ? 'Method not allowed' : 'Not found' })
  }
}

type RestartBody = { ok: true; downMs: number } | { ok: false; status: 400 | 413; error: string }

async function readRestartBody(request: IncomingMessage): Promise<RestartBody> {
  const empty =
    request.headers['transfer-encoding'] === undefined &&
    Number(request.headers['content-length'] ?? 0) === 0
  if (empty) return { ok: true, downMs: 0 }
  const body = await readJsonBody(request, 1024)
  if (!body.ok) return { ...body, error: 'Body must be JSON, at most 1 KB' }
  const downMs = isRecord(body.value) ? (body.value.downMs ?? 0) : undefined
  if (
    typeof downMs !== 'number' ||
    !Number.isFinite(downMs) ||
    downMs < 0 ||
    downMs > maxRestartDownMs
  )
    return {
      ok: false,
      status: 400,
      error: `downMs must be a number from 0 to ${maxRestartDownMs}`,
    }
  return { ok: true, downMs }
}
