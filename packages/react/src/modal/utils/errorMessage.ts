import { displayName } from './displayName.js'

/**
 * The short, user-facing text of an error (often a wallet's own words, so untrusted): its
 * `shortMessage`, else the first line of its message, cleaned and capped; else a default.
 */
export function errorMessage(error: unknown, fallback = 'Something went wrong'): string {
  const { shortMessage, message } = (error ?? {}) as { shortMessage?: unknown; message?: unknown }
  const text = typeof shortMessage === 'string' && shortMessage ? shortMessage : message
  return typeof text === 'string' ? displayName(text.split('\n')[0], fallback, 160) : fallback
}
