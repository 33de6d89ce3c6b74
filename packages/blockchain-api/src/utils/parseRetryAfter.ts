/**
 * Milliseconds a `Retry-After` header asks to wait: delay-seconds or an HTTP-date (RFC 9110).
 * Undefined when absent or unreadable; a date in the past means no wait.
 */
export function parseRetryAfter(header: string | null, now: number): number | undefined {
  if (header === null) return undefined
  const value = header.trim()
  if (/^\d+$/.test(value)) return Number(value) * 1000
  // Date.parse reads bare numbers such as '1.5' as dates; an HTTP-date always names a month.
  if (!/[a-z]/i.test(value)) return undefined
  const time = Date.parse(value)
  return Number.isNaN(time) ? undefined : Math.max(0, time - now)
}
