/** A currency's name in the active language (`US Dollar`, `Dollar des États-Unis`), or its code. */
export function currencyName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'currency' }).of(code) ?? code
  } catch {
    return code
  }
}
