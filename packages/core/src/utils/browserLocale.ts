/**
 * The browser's language (a BCP 47 tag), else English. Read from the default locale of `Intl`,
 * which browsers set to their language (`navigator.language`), so the page does not pay for
 * `navigator`'s interface (about 15 KiB of heap) before anything else needs it. Without a
 * document (SSR, Node), English.
 */
export function browserLocale(): string {
  if (typeof document === 'undefined') return 'en'
  try {
    return new Intl.DateTimeFormat().resolvedOptions().locale || 'en'
  } catch {
    return 'en'
  }
}
