import { numberFormat } from '../../../../utils/numberFormat.js'

type RangeFormat = Intl.NumberFormat & { formatRange?: (start: number, end: number) => string }

/** SPEC §9's onramp fee range, 1–2 %, as the active language writes a percent range. */
export function formatFeeRange(locale: string): string {
  const format = numberFormat(locale, { style: 'percent' }) as RangeFormat
  return format.formatRange?.(0.01, 0.02) ?? `${format.format(0.01)}–${format.format(0.02)}`
}
