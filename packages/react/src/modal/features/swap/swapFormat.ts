import { formatBaseUnits } from '@kit/core/modules/features/swap/swapAmount'
import { formatAmount } from '../../../utils/formatAmount.js'
import { numberFormat } from '../../../utils/numberFormat.js'

/** Base units of a token as the modal draws amounts (`formatAmount`, in the active language). */
export function formatTokenAmount(value: bigint, decimals: number, locale: string): string {
  return formatAmount(formatBaseUnits({ value, decimals }), locale)
}

/** A percent (`1` is 1 %) in the active language; `below` writes `<0.01%`. */
export function formatPercent(percent: number, locale: string, below = false): string {
  const text = numberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(
    percent / 100,
  )
  return below ? `<${text}` : text
}
