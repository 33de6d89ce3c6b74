/** The languages the modal speaks; English ships with it, each other one loads when chosen. */
export const localeCodes = [
  'en',
  'ar',
  'de',
  'es',
  'fa',
  'fr',
  'he',
  'hi',
  'id',
  'it',
  'ja',
  'ko',
  'nl',
  'pl',
  'pt-BR',
  'ru',
  'th',
  'tr',
  'uk',
  'vi',
  'zh-CN',
  'zh-TW',
] as const

export type LocaleCode = (typeof localeCodes)[number]

const rightToLeft: ReadonlySet<string> = new Set(['ar', 'fa', 'he'])

/** The writing direction of a language the modal speaks. */
export function localeDirection(locale: LocaleCode): 'ltr' | 'rtl' {
  return rightToLeft.has(locale) ? 'rtl' : 'ltr'
}
