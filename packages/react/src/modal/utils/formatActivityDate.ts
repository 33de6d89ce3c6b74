const dayFormats = new Map<string, Intl.DateTimeFormat>()

/** The day an activity row was mined in the active language (`Nov 3`, `3 nov.`); empty for an unreadable time. */
export function formatActivityDate(minedAt: string, locale = 'en'): string {
  const time = Date.parse(minedAt)
  if (Number.isNaN(time)) return ''
  let format = dayFormats.get(locale)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric' })
    dayFormats.set(locale, format)
  }
  return format.format(time)
}
