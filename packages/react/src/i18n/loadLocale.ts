import type { LocaleCode } from './locales.js'
import { resolveLocale } from './resolveLocale.js'
import type { Messages } from './types.js'

// One chunk per language: a page loads only the one it shows.
const loaders: Record<Exclude<LocaleCode, 'en'>, () => Promise<{ messages: Messages }>> = {
  ar: () => import('./locales/ar.js'),
  de: () => import('./locales/de.js'),
  es: () => import('./locales/es.js'),
  fa: () => import('./locales/fa.js'),
  fr: () => import('./locales/fr.js'),
  he: () => import('./locales/he.js'),
  hi: () => import('./locales/hi.js'),
  id: () => import('./locales/id.js'),
  it: () => import('./locales/it.js'),
  ja: () => import('./locales/ja.js'),
  ko: () => import('./locales/ko.js'),
  nl: () => import('./locales/nl.js'),
  pl: () => import('./locales/pl.js'),
  'pt-BR': () => import('./locales/pt-BR.js'),
  ru: () => import('./locales/ru.js'),
  th: () => import('./locales/th.js'),
  tr: () => import('./locales/tr.js'),
  uk: () => import('./locales/uk.js'),
  vi: () => import('./locales/vi.js'),
  'zh-CN': () => import('./locales/zh-CN.js'),
  'zh-TW': () => import('./locales/zh-TW.js'),
}

/** The texts of a language other than English (which ships with the modal). */
export async function loadLocale(locale: Exclude<LocaleCode, 'en'>): Promise<Messages> {
  return (await loaders[locale]()).messages
}

/** The texts of the language closest to a requested tag; `null` for English or one not spoken. */
export async function loadLocaleFor(
  tag: string,
): Promise<{ locale: LocaleCode; messages: Messages } | null> {
  const locale = resolveLocale(tag)
  return locale === 'en' ? null : { locale, messages: await loadLocale(locale) }
}
