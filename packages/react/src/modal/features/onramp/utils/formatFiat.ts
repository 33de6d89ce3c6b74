import { numberFormat } from '../../../../utils/numberFormat.js'

/**
 * A fiat amount (a plain decimal string) in the active language with its currency (`$1,234.50`,
 * `1.234,50 €`), read as an exact decimal; a currency code `Intl` does not know is written after
 * the number.
 */
export function formatFiat(amount: string, currency: string, locale: string): string {
  const value = /^\d+(?:\.\d+)?$/.test(amount) ? amount : '0'
  try {
    // ES2023 reads a numeric string as an exact decimal; this TypeScript lib types numbers only.
    return numberFormat(locale, { style: 'currency', currency }).format(value as unknown as number)
  } catch {
    return `${value} ${currency}`
  }
}
