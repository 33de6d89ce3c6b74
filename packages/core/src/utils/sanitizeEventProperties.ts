import type { EventProperties } from '../types/events.js'

const personal = [
  /[^\s@]+@[^\s@]+\.[^\s@]+/, // email
  /\bwc:/i, // pairing URI
  /symKey/i,
  /(0x)?[0-9a-f]{64}/i, // keys, signatures, hashes
  /(0x)?[0-9a-f]{40}/i, // EVM addresses, with or without 0x
  /[1-9A-HJ-NP-Za-km-z]{32,44}/, // Solana addresses
  /[?#]/, // URL queries and fragments
]

/** Keeps only short scalar properties that cannot carry personal data or secrets (SECURITY S19). */
export function sanitizeEventProperties(
  properties: EventProperties | undefined,
): Record<string, string | number | boolean> {
  const safe: Record<string, string | number | boolean> = {}
  for (const [key, value] of Object.entries(properties ?? {})) {
    if (typeof value === 'number' || typeof value === 'boolean') safe[key] = value
    else if (
      typeof value === 'string' &&
      value.length <= 100 &&
      !personal.some((p) => p.test(value))
    )
      safe[key] = value
  }
  return safe
}
