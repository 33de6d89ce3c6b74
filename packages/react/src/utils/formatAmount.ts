import { formatDecimal, type NumberFormatOptions, numberFormat } from './numberFormat.js'

const decimal = /^\d+(?:\.\d+)?$/
const largest = '999000000000000'

const options = (maximumFractionDigits: number, compact = false): NumberFormatOptions => ({
  maximumFractionDigits,
  roundingMode: 'trunc',
  ...(compact ? { notation: 'compact' } : {}),
})

/**
 * The one way an amount (a decimal string) is drawn anywhere on screen: the account button, the
 * Account header, the token list and the activity list, in the active language (`1,234.5` in
 * English, `1.234,5` in German, `۱٬۲۳۴٫۵` in Persian). Exact decimal arithmetic, so it never reads
 * `1e+21`: up to 4 decimals (truncated) under 1,000, 2 up to a million, then the compact form
 * (`1.23M`, `123.45万`); beyond 999 trillion (an uint256-sized balance) `>999T`. A non-zero amount
 * below what shows reads `<0.0001`; anything that is not a plain decimal reads `0`.
 */
export function formatAmount(numeric: string | null | undefined, locale = 'en'): string {
  if (typeof numeric !== 'string' || !decimal.test(numeric))
    return formatDecimal(numberFormat(locale, {}), '0')
  const [rawWhole = '0', fraction = ''] = numeric.split('.')
  const whole = rawWhole.replace(/^0+(?=\d)/, '')
  const value = fraction ? `${whole}.${fraction}` : whole
  if (whole.length > largest.length)
    return `>${formatDecimal(numberFormat(locale, options(2, true)), largest)}`
  if (whole.length > 6) return formatDecimal(numberFormat(locale, options(2, true)), value)
  const decimals = whole.length <= 3 ? 4 : 2
  const shown = formatDecimal(numberFormat(locale, options(decimals)), value)
  if (whole === '0' && /[1-9]/.test(fraction) && !/[1-9]/.test(fraction.slice(0, decimals)))
    return `<${formatDecimal(numberFormat(locale, options(decimals)), `0.${'0'.repeat(decimals - 1)}1`)}`
  return shown
}
