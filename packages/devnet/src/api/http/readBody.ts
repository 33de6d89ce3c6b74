import type { IncomingMessage } from 'node:http'
import { ApiRequestError } from '../../errors/api.js'
import { readJsonBody } from '../../http/readJsonBody.js'

/** Reads a JSON request body (64 KB by default): 413 past the cap, 400 when not JSON. */
export async function readBody(message: IncomingMessage, maxBytes = 64 * 1024): Promise<unknown> {
  const body = await readJsonBody(message, maxBytes)
  if (body.ok) return body.value
  throw new ApiRequestError({
    status: body.status,
    field: 'body',
    description: body.status === 413 ? 'Body too large' : 'Body is not valid JSON',
  })
}
