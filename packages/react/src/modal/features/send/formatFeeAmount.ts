import { formatAmount, plainDecimal } from '../../../utils/formatAmount.js'
import { numberFormat } from '../../../utils/numberFormat.js'

/**
 * A network fee in the native currency, in the active language: like every amount from 0.0001 up
 * (`formatAmount`), and below it with its first 2 significant digits (`0.000021`), since fees are
 * that small. Read exactly from the decimal string.
 */
export function formatFeeAmount(amount: string, locale = 'en'): string {
  if (!plainDecimal.test(amount) || Number(amount) >= 0.0001 || /^0(\.0*)?$/.test(amount))
    return formatAmount(amount, locale)
  const format = numberFormat(locale, { maximumSignificantDigits: 2, roundingMode: 'trunc' })
  // ES2023 reads a numeric string as an exact decimal; this TypeScript lib types numbers only.
  return format.format(amount as unknown as number)
}
