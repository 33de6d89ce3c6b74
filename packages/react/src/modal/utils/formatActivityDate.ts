const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' })

/** The day an activity row was mined, `Nov 3`; empty for an unreadable time. */
export function formatActivityDate(minedAt: string): string {
  const time = Date.parse(minedAt)
  return Number.isNaN(time) ? '' : dayFormat.format(time)
}
