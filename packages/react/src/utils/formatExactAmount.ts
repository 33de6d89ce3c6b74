import { plainDecimal } from './formatAmount.js'
import { numberFormat } from './numberFormat.js'

/**
 * An amount the visitor is about to confirm (a decimal string, as typed and checked), exactly as it
 * leaves the wallet: every decimal kept (trailing zeros dropped), the whole part grouped, in the
 * active language (`1,234.56789` in English, `۱٬۲۳۴٫۵۶۷۸۹` in Persian). A preview that read
 * `1.2345` for 1.23456789, or `<0.0001` for one satoshi, hid what is signed. Anything that is not
 * a plain decimal reads `0`.
 */
export function formatExactAmount(numeric: string, locale = 'en'): string {
  const value = plainDecimal.test(numeric) ? numeric.replace(/^0+(?=\d)/, '') : '0'
  const [whole = '0', rawFraction = ''] = value.split('.')
  const fraction = rawFraction.replace(/0+$/, '')
  const wholeFormat = numberFormat(locale, { maximumFractionDigits: 0 })
  // ES2023 reads a numeric string as an exact decimal; this TypeScript lib types numbers only.
  const wholeText = wholeFormat.format(whole as unknown as number)
  if (fraction === '') return wholeText
  // The decimals are written digit by digit: browsers before 2023 take at most 20 decimals in
  // `Intl.NumberFormat` (a token may have 36), and every one rounds past its limit.
  const decimalPart = numberFormat(locale, { minimumFractionDigits: 1 })
    .formatToParts(1.5)
    .find((part) => part.type === 'decimal')
  const digits = numberFormat(locale, { useGrouping: false })
  const fractionText = [...fraction].map((digit) => digits.format(Number(digit))).join('')
  return `${wholeText}${decimalPart?.value ?? '.'}${fractionText}`
}
