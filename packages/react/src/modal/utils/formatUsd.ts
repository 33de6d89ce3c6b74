import { numberFormat } from '../../utils/numberFormat.js'

const standard = {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
} as const
const compact = { ...standard, notation: 'compact', minimumFractionDigits: 0 } as const

/**
 * A USD value from the API in the active language: `$1,234.56`, `$1.23M` from a million, `>$999T`
 * beyond what that notation can hold (`1e308` included) and `<$0.01` for a non-zero crumb.
 * Negative, `-0`, `NaN` and infinite values read `$0.00`.
 */
export function formatUsd(value: number | null | undefined, locale = 'en'): string {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0)
    return numberFormat(locale, standard).format(0)
  if (value < 0.01) return `<${numberFormat(locale, standard).format(0.01)}`
  if (value >= 1e15) return `>${numberFormat(locale, compact).format(999e12)}`
  return numberFormat(locale, value >= 1e6 ? compact : standard).format(value)
}
