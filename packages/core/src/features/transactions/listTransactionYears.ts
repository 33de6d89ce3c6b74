export type TransactionMonth<Row> = {
  /** Counts from 0. */
  month: number
  rows: readonly Row[]
}

export type TransactionYear<Row> = { year: number; months: TransactionMonth<Row>[] }

/**
 * The transaction store's year → month → rows map (SPEC §2) as years, newest first, each with
 * its months newest first. Keys that are not a year or a month (0–11), and empty months, are
 * left out; a year with no month left is too.
 */
export function listTransactionYears<Row>(
  byYear: Readonly<Record<string, Readonly<Record<string, readonly Row[]>>>>,
): TransactionYear<Row>[] {
  const years: TransactionYear<Row>[] = []
  for (const [yearKey, monthsByKey] of Object.entries(byYear)) {
    if (!/^\d{1,6}$/.test(yearKey)) continue
    const months: TransactionMonth<Row>[] = []
    for (const [monthKey, rows] of Object.entries(monthsByKey)) {
      if (!/^(?:\d|1[01])$/.test(monthKey) || rows.length === 0) continue
      months.push({ month: Number(monthKey), rows })
    }
    if (months.length === 0) continue
    years.push({ year: Number(yearKey), months: months.sort((a, b) => b.month - a.month) })
  }
  return years.sort((a, b) => b.year - a.year)
}
