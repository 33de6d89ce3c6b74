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
