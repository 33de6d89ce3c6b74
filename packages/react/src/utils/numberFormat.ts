const formats = new Map<string, Intl.NumberFormat>()

/** `Intl.NumberFormat`'s options, with the rounding mode of ES2023 (not in this TypeScript lib). */
export type NumberFormatOptions = Intl.NumberFormatOptions & { roundingMode?: 'trunc' }

/** One `Intl.NumberFormat` per language and options, made on first use and kept. */
export function numberFormat(locale: string, options: NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(locale, options)
    formats.set(key, format)
  }
  return format
}

/**
 * Formats a plain decimal string exactly (no float on the way: `Intl` reads the string as a
 * decimal), so a uint256-sized amount never turns into `1e+21`.
 */
export function formatDecimal(format: Intl.NumberFormat, decimal: string): string {
  // ES2023 reads a numeric string as an exact decimal; this TypeScript lib types numbers only.
  return format.format(decimal as unknown as number)
}
