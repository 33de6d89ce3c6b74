const dateTimePattern =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.\d{1,9})?(?:Z|[+-](\d{2}):(\d{2}))$/

/**
 * Whether `value` is an RFC 3339 `date-time` with real calendar values (upper-case `T` and `Z`,
 * at most nanoseconds, no leap second): the form EIP-4361's timestamps take.
 */
export function isDateTime(value: string): boolean {
  const match = dateTimePattern.exec(value)
  if (!match) return false
  const [year, month, day, hour, minute, second, offsetHour = 0, offsetMinute = 0] = match
    .slice(1)
    .map((part) => (part === undefined ? undefined : Number(part))) as number[]
  if (month === undefined || month < 1 || month > 12) return false
  const daysInMonth = getDaysInMonth(year as number, month)
  return (
    (day as number) >= 1 &&
    (day as number) <= daysInMonth &&
    (hour as number) <= 23 &&
    (minute as number) <= 59 &&
    (second as number) <= 59 &&
    offsetHour <= 23 &&
    offsetMinute <= 59
  )
}

function getDaysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28
  return [4, 6, 9, 11].includes(month) ? 30 : 31
}

/** Milliseconds since the epoch of a valid RFC 3339 `date-time`. */
export function toTime(value: string): number {
  return Date.parse(value)
}
