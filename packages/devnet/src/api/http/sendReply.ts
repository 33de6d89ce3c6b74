import type { ServerResponse } from 'node:http'
import type { ApiReply } from './ApiReply.js'

/** CORS headers of every answer: the API is public and keyless, like the hosted one. */
export const corsHeaders: Readonly<Record<string, string>> = Object.freeze({
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, DELETE, OPTIONS',
  'access-control-max-age': '600',
})

/** Writes a reply with the CORS headers and `nosniff`. */
export function sendReply(response: ServerResponse, reply: ApiReply): void {
  const hasJson = reply.json !== undefined
  const body = hasJson ? JSON.stringify(reply.json) : reply.text
  response.writeHead(reply.status, {
    ...corsHeaders,
    'x-content-type-options': 'nosniff',
    ...(body === undefined
      ? {}
      : { 'content-type': hasJson ? 'application/json' : (reply.contentType ?? 'text/plain') }),
    ...reply.headers,
  })
  response.end(body)
}
