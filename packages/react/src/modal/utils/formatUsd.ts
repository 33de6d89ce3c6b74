const standard = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
})
const compact = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
})

/**
 * A USD value from the API as `$1,234.56`, `$1.23M` from a million, `>$999T` beyond what that
 * notation can hold (`1e308` included) and `<$0.01` for a non-zero crumb. Negative, `-0`, `NaN`
 * and infinite values read `$0.00`.
 */
export function formatUsd(value: number | null | undefined): string {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) return '$0.00'
  if (value < 0.01) return '<$0.01'
  if (value >= 1e15) return '>$999T'
  return (value >= 1e6 ? compact : standard).format(value)
}
