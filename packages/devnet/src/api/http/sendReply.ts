import type { ServerResponse } from 'node:http'
import { publicCorsHeaders } from '../../http/publicCorsHeaders.js'
import type { ApiReply } from './ApiReply.js'

/** Writes a reply with the public CORS headers (the API is keyless) and `nosniff`. */
export function sendReply(response: ServerResponse, reply: ApiReply): void {
  const hasJson = reply.json !== undefined
  const body = hasJson ? JSON.stringify(reply.json) : reply.text
  response.writeHead(reply.status, {
    ...publicCorsHeaders,
    'x-content-type-options': 'nosniff',
    ...(body === undefined
      ? {}
      : { 'content-type': hasJson ? 'application/json' : (reply.contentType ?? 'text/plain') }),
    ...reply.headers,
  })
  response.end(body)
}
