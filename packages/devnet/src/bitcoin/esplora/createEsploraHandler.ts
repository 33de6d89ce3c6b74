import type { IncomingMessage, ServerResponse } from 'node:http'
import { publicCorsHeaders } from '../../http/publicCorsHeaders.js'
import type { BitcoinNode } from '../createBitcoinNode.js'
import { maxRawTransactionBytes } from '../validation/parseRawTransaction.js'
import { readTextBody } from './readTextBody.js'
import { routeEsplora } from './routeEsplora.js'

/** A raw transaction in hex plus room for whitespace. */
export const maxEsploraBodyBytes = maxRawTransactionBytes * 2 + 1024

/** The HTTP side of the local Esplora: CORS, bodies, and the routes' answers. */
export function createEsploraHandler(node: BitcoinNode) {
  return async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const method = request.method ?? 'GET'
    const { pathname } = new URL(request.url ?? '/', 'http://esplora.invalid')
    if (method === 'OPTIONS') {
      response.writeHead(204, {
        ...publicCorsHeaders,
        'access-control-allow-headers':
          request.headers['access-control-request-headers'] ?? 'content-type',
      })
      response.end()
      return
    }
    let body: string | undefined
    if (method === 'POST') {
      const read = await readTextBody(request, maxEsploraBodyBytes)
      if (!read.ok) {
        response.writeHead(read.status, {
          ...publicCorsHeaders,
          'content-type': 'text/plain',
          ...(read.status === 413 ? { connection: 'close' } : {}),
        })
        response.end(read.status === 413 ? 'Body too large' : 'Bad request')
        return
      }
      body = read.value
    }
    const answer = routeEsplora(node, { method, path: pathname.replace(/\/+$/, '') || '/', body })
    response.writeHead(answer.status, { ...publicCorsHeaders, 'content-type': answer.contentType })
    response.end(answer.body)
  }
}
