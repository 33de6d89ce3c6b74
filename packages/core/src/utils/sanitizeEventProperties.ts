import type { EventProperties } from '../types/events.js'

/** Longest string value kept in an analytics event. */
export const eventValueMaxLength = 100

const personal = [
  /[^\s@]+@[^\s@]+\.[^\s@]+/, // email
  /\bwc:/i, // pairing URI
  /symKey/i,
  /\bbearer\b/i, // an Authorization header value
  /eyJ[\w-]*\.[\w-]*/, // a JWT: base64url of `{"` then a dot
  /(0x)?[0-9a-f]{64}/i, // keys, signatures, hashes
  /(0x)?[0-9a-f]{40}/i, // EVM addresses, with or without 0x
  /[1-9A-HJ-NP-Za-km-z]{32,44}/, // Solana addresses
  /[\w+/=-]{32,}/, // any other long token: API keys, session ids, base64 secrets
  /[?#]/, // URL queries and fragments
]

/**
 * Keeps only short scalar properties that cannot carry personal data or secrets (SECURITY S19).
 * A string is judged in every form a reader could turn it into: as written, percent-decoded
 * (repeatedly) and NFKC-normalised, so `alice%40example.com` and `alice＠example.com` are emails.
 */
export function sanitizeEventProperties(
  properties: EventProperties | undefined,
): Record<string, string | number | boolean> {
  const safe: Record<string, string | number | boolean> = {}
  for (const [key, value] of Object.entries(properties ?? {})) {
    if (typeof value === 'number' || typeof value === 'boolean') safe[key] = value
    else if (typeof value === 'string' && isSafeEventText(value)) safe[key] = value
  }
  return safe
}

/** Whether a string may be sent as an event value: short, and no readable form of it is personal. */
export function isSafeEventText(value: string): boolean {
  if (value.length > eventValueMaxLength) return false
  return readableForms(value).every((form) => !personal.some((pattern) => pattern.test(form)))
}

/** The text as written, then each percent-decoding of it, each also NFKC-normalised. */
function readableForms(value: string): string[] {
  const forms = [value]
  let current = value
  for (let round = 0; round < 3 && current.includes('%'); round++) {
    const decoded = decodePercent(current)
    if (decoded === current) break
    forms.push(decoded)
    current = decoded
  }
  return forms.flatMap((form) => [form, form.normalize('NFKC')])
}

/** Percent-decodes what can be decoded; a broken escape stays as it is instead of throwing. */
function decodePercent(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value.replace(/%[0-9a-f]{2}/gi, (sequence) => {
      try {
        return decodeURIComponent(sequence)
      } catch {
        return sequence
      }
    })
  }
}
