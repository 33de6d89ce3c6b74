import { numberFormat } from './numberFormat.js'

/** A decimal string with digits only, and a point between them. */
export const plainDecimal = /^\d+(?:\.\d+)?$/

/**
 * The one way an amount (a decimal string) is drawn anywhere on screen: the account button, the
 * Account header, the token list and the activity list, in the active language (`1,234.5` in
 * English, `1.234,5` in German, `۱۲٫۵` in Persian). Exact decimal arithmetic (`Intl` reads the
 * string as a decimal), so it never reads `1e+21`: up to 4 decimals (truncated) under 1,000, 2 up
 * to a million, then the compact form (`1.23M`, `1.23億`); beyond 999 trillion (an uint256-sized
 * balance) `>999T`. A non-zero amount below what shows reads `<0.0001`; anything that is not a
 * plain decimal reads `0`.
 */
export function formatAmount(numeric: string | null | undefined, locale = 'en'): string {
  const value =
    typeof numeric === 'string' && plainDecimal.test(numeric)
      ? numeric.replace(/^0+(?=\d)/, '')
      : '0'
  const [whole = '0', fraction = ''] = value.split('.')
  const decimals = whole.length > 3 ? 2 : 4
  const format = numberFormat(locale, {
    maximumFractionDigits: decimals,
    roundingMode: 'trunc',
    notation: whole.length > 6 ? 'compact' : 'standard',
  })
  // ES2023 reads a numeric string as an exact decimal; this TypeScript lib types numbers only.
  const show = (decimal: string) => format.format(decimal as unknown as number)
  if (whole.length > 15) return `>${show('999000000000000')}`
  if (whole === '0' && /[1-9]/.test(fraction) && !/[1-9]/.test(fraction.slice(0, decimals)))
    return `<${show('0.0001')}`
  return show(value)
}
