import { numberFormat } from '../../utils/numberFormat.js'

/** The catalogue size as the All Wallets row shows it: `7`, `40+`, `1,000+` (rounded down). */
export function formatWalletCount(count: number, locale = 'en'): string | undefined {
  if (!Number.isFinite(count) || count <= 0) return undefined
  const whole = Math.floor(count)
  const format = numberFormat(locale, {})
  if (whole < 10) return format.format(whole)
  return `${format.format(Math.floor(whole / 10) * 10)}+`
}
