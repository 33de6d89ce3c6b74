import { defineFeatureCatalogue } from '../../../../i18n/feature/defineFeatureCatalogue.js'
import { english, type SwapMessageKey } from './english.js'

/** Swap's texts: English inline, every other language loaded on
 * first use with the modal's texts of that language (one chunk per language). */
export const catalogue = defineFeatureCatalogue<SwapMessageKey>({
  name: 'swap',
  english,
  locales: {
    ar: () => import('../../../../i18n/locales/ar.js').then((m) => ({ messages: m.swap })),
    de: () => import('../../../../i18n/locales/de.js').then((m) => ({ messages: m.swap })),
    es: () => import('../../../../i18n/locales/es.js').then((m) => ({ messages: m.swap })),
    fa: () => import('../../../../i18n/locales/fa.js').then((m) => ({ messages: m.swap })),
    fr: () => import('../../../../i18n/locales/fr.js').then((m) => ({ messages: m.swap })),
    he: () => import('../../../../i18n/locales/he.js').then((m) => ({ messages: m.swap })),
    hi: () => import('../../../../i18n/locales/hi.js').then((m) => ({ messages: m.swap })),
    id: () => import('../../../../i18n/locales/id.js').then((m) => ({ messages: m.swap })),
    it: () => import('../../../../i18n/locales/it.js').then((m) => ({ messages: m.swap })),
    ja: () => import('../../../../i18n/locales/ja.js').then((m) => ({ messages: m.swap })),
    ko: () => import('../../../../i18n/locales/ko.js').then((m) => ({ messages: m.swap })),
    nl: () => import('../../../../i18n/locales/nl.js').then((m) => ({ messages: m.swap })),
    pl: () => import('../../../../i18n/locales/pl.js').then((m) => ({ messages: m.swap })),
    'pt-BR': () => import('../../../../i18n/locales/pt-BR.js').then((m) => ({ messages: m.swap })),
    ru: () => import('../../../../i18n/locales/ru.js').then((m) => ({ messages: m.swap })),
    th: () => import('../../../../i18n/locales/th.js').then((m) => ({ messages: m.swap })),
    tr: () => import('../../../../i18n/locales/tr.js').then((m) => ({ messages: m.swap })),
    uk: () => import('../../../../i18n/locales/uk.js').then((m) => ({ messages: m.swap })),
    vi: () => import('../../../../i18n/locales/vi.js').then((m) => ({ messages: m.swap })),
    'zh-CN': () => import('../../../../i18n/locales/zh-CN.js').then((m) => ({ messages: m.swap })),
    'zh-TW': () => import('../../../../i18n/locales/zh-TW.js').then((m) => ({ messages: m.swap })),
  },
})
