export type FormatMonthHeadingParameters = {
  year: number
  /** Counts from 0. */
  month: number
  now?: Date
  locale?: string
  /** The heading of the current month, in the active language. */
  thisMonth?: string
}

/** An activity group's heading: `This month`, else `November 2025` in the active language. */
export function formatMonthHeading({
  year,
  month,
  now = new Date(),
  locale = 'en',
  thisMonth = 'This month',
}: FormatMonthHeadingParameters): string {
  if (year === now.getFullYear() && month === now.getMonth()) return thisMonth
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' }).format(
    new Date(year, month, 1),
  )
}
