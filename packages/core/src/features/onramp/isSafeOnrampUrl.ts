export type IsSafeOnrampUrlParameters = {
  /** The blockchain API's base URL: the one `http:` origin a provider page may have (local stack). */
  apiUrl: string
}

/** Longer addresses are refused: a provider link is short. */
const maxLength = 4_096

/**
 * Whether a provider page address from the API may be opened (SECURITY B12, S21): `https:`, or
 * `http:` on the API's own origin only (the local stack serves its provider page there); never
 * `javascript:`, `data:` or any other scheme, never user:password@, spaces or control characters.
 */
export function isSafeOnrampUrl(url: string, { apiUrl }: IsSafeOnrampUrlParameters): boolean {
  if (typeof url !== 'string' || url.length > maxLength || !/^[\x21-\x7e]+$/.test(url)) return false
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return false
  }
  if (parsed.username !== '' || parsed.password !== '') return false
  if (!/^https?:\/\//i.test(url)) return false
  if (parsed.protocol === 'https:') return true
  if (parsed.protocol !== 'http:') return false
  try {
    return parsed.origin === new URL(apiUrl).origin
  } catch {
    return false
  }
}
