import { isRecord } from '../utils/isRecord.js'

/**
 * The client id of a relay connection: the `iss` claim of the JWT in the `auth` query parameter
 * of the upgrade URL (a `did:key`). The signature is not checked; `undefined` when there is no
 * decodable token.
 */
export function readClientId(requestUrl: string | undefined): string | undefined {
  const auth = new URL(requestUrl ?? '/', 'http://relay.invalid').searchParams.get('auth')
  const payload = auth?.split('.')[1]
  if (!payload || auth?.split('.').length !== 3) return undefined
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))
    if (!isRecord(claims)) return undefined
    const { iss } = claims
    return typeof iss === 'string' && iss.length > 0 && iss.length <= 256 ? iss : undefined
  } catch {
    return undefined
  }
}
