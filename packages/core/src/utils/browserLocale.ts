/** The browser's language (a BCP 47 tag), else English. */
export function browserLocale(): string {
  return (typeof navigator === 'undefined' ? undefined : navigator.language) || 'en'
}
