import { type LocaleCode, localeDirection } from '../../i18n/locales.js'
import { numberFormat } from '../../utils/numberFormat.js'

const standardFor = (locale: string) =>
  ({
    style: 'currency',
    currency: 'USD',
    // `$` where the text runs left to right; `USD` in right-to-left text, where a `US$` symbol
    // would be drawn as `$US`.
    currencyDisplay: localeDirection(locale as LocaleCode) === 'rtl' ? 'code' : 'narrowSymbol',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }) as const

/**
 * A USD value from the API in the active language: `$1,234.56`, `$1.23M` from a million, `>$999T`
 * beyond what that notation can hold (`1e308` included) and `<$0.01` for a non-zero crumb.
 * Negative, `-0`, `NaN` and infinite values read `$0.00`.
 */
export function formatUsd(value: number | null | undefined, locale = 'en'): string {
  const standard = standardFor(locale)
  const compact = { ...standard, notation: 'compact', minimumFractionDigits: 0 } as const
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0)
    return numberFormat(locale, standard).format(0)
  if (value < 0.01) return `<${numberFormat(locale, standard).format(0.01)}`
  if (value >= 1e15) return `>${numberFormat(locale, compact).format(999e12)}`
  return numberFormat(locale, value >= 1e6 ? compact : standard).format(value)
}
