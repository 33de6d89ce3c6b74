import { type LocaleCode, localeDirection } from '../../i18n/locales.js'
import { type NumberFormatOptions, numberFormat } from '../../utils/numberFormat.js'

const standardOf = (currencyDisplay: 'code' | 'narrowSymbol'): NumberFormatOptions => ({
  style: 'currency',
  currency: 'USD',
  currencyDisplay,
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
})
// `$` where the text runs left to right; `USD` in right-to-left text, where a `US$` symbol would
// be drawn as `$US`.
const standard = { ltr: standardOf('narrowSymbol'), rtl: standardOf('code') }
const compact = {
  ltr: { ...standard.ltr, notation: 'compact', minimumFractionDigits: 0 },
  rtl: { ...standard.rtl, notation: 'compact', minimumFractionDigits: 0 },
} as const

/**
 * A USD value from the API in the active language: `$1,234.56`, `$1.23M` from a million, `>$999T`
 * beyond what that notation can hold (`1e308` included) and `<$0.01` for a non-zero crumb.
 * Negative, `-0`, `NaN` and infinite values read `$0.00`.
 */
export function formatUsd(value: number | null | undefined, locale = 'en'): string {
  const direction = localeDirection(locale as LocaleCode)
  const format = (options: NumberFormatOptions, amount: number) =>
    numberFormat(locale, options).format(amount)
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0)
    return format(standard[direction], 0)
  if (value < 0.01) return `<${format(standard[direction], 0.01)}`
  if (value >= 1e15) return `>${format(compact[direction], 999e12)}`
  return format(value >= 1e6 ? compact[direction] : standard[direction], value)
}
