import type { IncomingMessage, ServerResponse } from 'node:http'
import { publicCorsHeaders } from '../../http/publicCorsHeaders.js'
import { readJsonBody } from '../../http/readJsonBody.js'
import { answerBody } from './answerBody.js'
import { methodTable } from './methodTable.js'
import type { RpcContext } from './RpcContext.js'

/** A validator's limit on a request body (50 KiB). */
export const maxRpcBodyBytes = 50 * 1024

/** HTTP side of the local Solana RPC: JSON-RPC over POST on any path, `GET /health`. */
export function createSolanaRpcHandler(context: RpcContext) {
  return async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const method = request.method ?? 'GET'
    if (method === 'OPTIONS') {
      const requested = request.headers['access-control-request-headers']
      return send(response, 204, undefined, {
        'access-control-allow-headers': requested ?? 'content-type',
      })
    }
    if (
      method === 'GET' &&
      new URL(request.url ?? '/', 'http://rpc.invalid').pathname === '/health'
    )
      return send(response, 200, 'ok', { 'content-type': 'text/plain' })
    if (method !== 'POST')
      return send(response, 405, 'Used HTTP Method is not allowed. POST or OPTIONS is required', {
        'content-type': 'text/plain',
      })
    const body = await readJsonBody(request, maxRpcBodyBytes)
    if (!body.ok && body.status === 413)
      return send(response, 413, 'Payload Too Large', {
        'content-type': 'text/plain',
        connection: 'close',
      })
    if (!body.ok)
      return sendJson(response, {
        jsonrpc: '2.0',
        id: null,
        error: { code: -32700, message: 'Parse error' },
      })
    const answer = answerBody(body.value, methodTable, context)
    if (answer === undefined) return send(response, 204)
    return sendJson(response, answer)
  }
}

function sendJson(response: ServerResponse, body: unknown): void {
  send(response, 200, JSON.stringify(body), { 'content-type': 'application/json' })
}

function send(
  response: ServerResponse,
  status: number,
  body?: string,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, { ...publicCorsHeaders, ...headers })
  response.end(body)
}
