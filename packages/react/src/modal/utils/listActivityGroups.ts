export type ActivityGroup<T> = { year: number; month: number; rows: readonly T[] }

/** Core's year → month → rows map as a list of month groups, newest first, empty ones left out. */
export function listActivityGroups<T>(
  byYear: Readonly<Record<string, Readonly<Record<string, readonly T[]>>>>,
): ActivityGroup<T>[] {
  const groups: ActivityGroup<T>[] = []
  for (const [yearKey, months] of Object.entries(byYear)) {
    const year = Number(yearKey)
    if (!Number.isInteger(year)) continue
    for (const [monthKey, rows] of Object.entries(months)) {
      const month = Number(monthKey)
      if (!Number.isInteger(month) || month < 0 || month > 11 || rows.length === 0) continue
      groups.push({ year, month, rows })
    }
  }
  return groups.sort((a, b) => b.year - a.year || b.month - a.month)
}
