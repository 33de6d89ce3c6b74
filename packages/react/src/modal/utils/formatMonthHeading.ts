const monthYear = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' })

/** An activity group's heading: `This month`, else `November 2025`. `month` counts from 0. */
export function formatMonthHeading(year: number, month: number, now: Date = new Date()): string {
  if (year === now.getFullYear() && month === now.getMonth()) return 'This month'
  return monthYear.format(new Date(year, month, 1))
}
