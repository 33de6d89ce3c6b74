import { ApiRequestError } from '../../errors/api.js'

/**
 * The opaque `next` cursor of a chain whose history pages by transaction id (a Solana signature,
 * a Bitcoin txid): the id of the last entry shown, base64url-encoded.
 */
export function encodeIdCursor(id: string): string {
  return Buffer.from(id).toString('base64url')
}

/** Reads a cursor made by `encodeIdCursor` whose id matches `pattern`; anything else is a 400. */
export function decodeIdCursor(cursor: string, pattern: RegExp): string {
  const id = /^[A-Za-z0-9_-]{1,160}$/.test(cursor)
    ? Buffer.from(cursor, 'base64url').toString('utf8')
    : ''
  if (!pattern.test(id) || encodeIdCursor(id) !== cursor) {
    throw new ApiRequestError({ field: 'cursor', description: 'Invalid cursor' })
  }
  return id
}
