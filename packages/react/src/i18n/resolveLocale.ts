import { type LocaleCode, localeCodes } from './locales.js'

const byLanguage = new Map<string, LocaleCode>(
  localeCodes.filter((code) => !code.includes('-')).map((code) => [code, code]),
)
byLanguage.set('pt', 'pt-BR')
byLanguage.set('iw', 'he')
byLanguage.set('in', 'id')
const traditional = /-(hant|tw|hk|mo)(-|$)/

/**
 * The language the modal draws for a requested tag (`fr-CA` → `fr`, `zh-Hant-HK` → `zh-TW`,
 * `pt-PT` → `pt-BR`); English for anything it does not speak or cannot read.
 */
export function resolveLocale(requested: unknown): LocaleCode {
  if (typeof requested !== 'string' || requested.length > 64) return 'en'
  const tag = requested.toLowerCase().replaceAll('_', '-')
  const language = tag.split('-')[0] ?? ''
  if (language === 'zh') return traditional.test(tag) ? 'zh-TW' : 'zh-CN'
  return byLanguage.get(language) ?? 'en'
}
