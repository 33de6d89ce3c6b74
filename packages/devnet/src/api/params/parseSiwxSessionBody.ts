import { ApiRequestError } from '../../errors/api.js'
import { isRecord } from '../../utils/isRecord.js'

const caip2 = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/

/** What `POST /v1/siwx/sessions` needs of its body: the signed text, its signature, the chain. */
export type SiwxSessionBody = { chainId: string; message: string; signature: string }

/**
 * Reads a sign-in session body `{ data: { chainId }, message, signature }`; anything else throws
 * `ApiRequestError` (400) naming the field. The rest of `data` is not read: the session's data
 * comes from the verified message.
 */
export function parseSiwxSessionBody(body: unknown): SiwxSessionBody {
  if (!isRecord(body) || !isRecord(body.data)) {
    throw new ApiRequestError({
      field: 'body',
      description: 'Expected { data, message, signature }',
    })
  }
  const { chainId } = body.data
  if (typeof chainId !== 'string' || !caip2.test(chainId)) {
    throw new ApiRequestError({ field: 'data.chainId', description: 'Expected a CAIP-2 chain id' })
  }
  const { message, signature } = body
  if (typeof message !== 'string' || typeof signature !== 'string') {
    throw new ApiRequestError({ field: 'body', description: 'Expected a message and a signature' })
  }
  return { chainId, message, signature }
}

/** The page's origin from an `Origin` header: a serialized origin, else `ApiRequestError` (400). */
export function parseOrigin(header: unknown): string {
  try {
    if (typeof header === 'string' && new URL(header).origin === header) return header
  } catch {
    // Refused below.
  }
  throw new ApiRequestError({ field: 'origin', description: 'Expected the page origin' })
}
