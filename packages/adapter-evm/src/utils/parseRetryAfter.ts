const days = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
const imfFixdate = new RegExp(
  `^(${days.join('|')}), (\\d{2}) (${months.join('|')}) (\\d{4}) (\\d{2}):(\\d{2}):(\\d{2}) GMT$`,
)

/**
 * Milliseconds a `Retry-After` header on an RPC answer asks to wait (RFC 9110 §10.2.3, SECURITY
 * F02; the same rules as the blockchain API client). Only two
 * forms are honoured: delay-seconds (`120`) and an IMF-fixdate (`Sun, 06 Nov 1994 08:49:37 GMT`,
 * with a real date and its own weekday). Anything else (`a 1`, `Tue 1`, the obsolete RFC 850 and
 * asctime forms) is `undefined`, which means normal backoff; a date in the past means no wait.
 */
export function parseRetryAfter(header: string | null, now: number): number | undefined {
  if (header === null) return undefined
  const value = header.trim()
  if (/^\d+$/.test(value)) return Number(value) * 1000
  const time = parseImfFixdate(value)
  return time === undefined ? undefined : Math.max(0, time - now)
}

/** The time an IMF-fixdate names, or `undefined` when `value` is not one. */
export function parseImfFixdate(value: string): number | undefined {
  const match = imfFixdate.exec(value)
  if (!match) return undefined
  const [, day, date, month, year, hours, minutes, seconds] = match as unknown as string[]
  const fields = [year, months.indexOf(month as string), date, hours, minutes, seconds].map(Number)
  const [y, mo, d, h, mi, s] = fields as [number, number, number, number, number, number]
  // Date.UTC would read the years 0000 to 0099 as 1900 to 1999; setUTCFullYear takes them as written.
  const parsed = new Date(0)
  parsed.setUTCFullYear(y, mo, d)
  parsed.setUTCHours(h, mi, s, 0)
  const time = parsed.getTime()
  const exact =
    parsed.getUTCFullYear() === y &&
    parsed.getUTCMonth() === mo &&
    parsed.getUTCDate() === d &&
    parsed.getUTCHours() === h &&
    parsed.getUTCMinutes() === mi &&
    parsed.getUTCSeconds() === s &&
    days[parsed.getUTCDay()] === day
  return exact ? time : undefined
}
