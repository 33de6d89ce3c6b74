import { defineFeatureCatalogue } from '../../../../i18n/feature/defineFeatureCatalogue.js'
import { english, type HelpMessageKey } from './english.js'

/** The help views' texts: English inline, every other language loaded on
 * first use with the modal's texts of that language (one chunk per language). */
export const catalogue = defineFeatureCatalogue<HelpMessageKey>({
  name: 'help',
  english,
  locales: {
    ar: () => import('../../../../i18n/locales/ar.js').then((m) => ({ messages: m.help })),
    de: () => import('../../../../i18n/locales/de.js').then((m) => ({ messages: m.help })),
    es: () => import('../../../../i18n/locales/es.js').then((m) => ({ messages: m.help })),
    fa: () => import('../../../../i18n/locales/fa.js').then((m) => ({ messages: m.help })),
    fr: () => import('../../../../i18n/locales/fr.js').then((m) => ({ messages: m.help })),
    he: () => import('../../../../i18n/locales/he.js').then((m) => ({ messages: m.help })),
    hi: () => import('../../../../i18n/locales/hi.js').then((m) => ({ messages: m.help })),
    id: () => import('../../../../i18n/locales/id.js').then((m) => ({ messages: m.help })),
    it: () => import('../../../../i18n/locales/it.js').then((m) => ({ messages: m.help })),
    ja: () => import('../../../../i18n/locales/ja.js').then((m) => ({ messages: m.help })),
    ko: () => import('../../../../i18n/locales/ko.js').then((m) => ({ messages: m.help })),
    nl: () => import('../../../../i18n/locales/nl.js').then((m) => ({ messages: m.help })),
    pl: () => import('../../../../i18n/locales/pl.js').then((m) => ({ messages: m.help })),
    'pt-BR': () => import('../../../../i18n/locales/pt-BR.js').then((m) => ({ messages: m.help })),
    ru: () => import('../../../../i18n/locales/ru.js').then((m) => ({ messages: m.help })),
    th: () => import('../../../../i18n/locales/th.js').then((m) => ({ messages: m.help })),
    tr: () => import('../../../../i18n/locales/tr.js').then((m) => ({ messages: m.help })),
    uk: () => import('../../../../i18n/locales/uk.js').then((m) => ({ messages: m.help })),
    vi: () => import('../../../../i18n/locales/vi.js').then((m) => ({ messages: m.help })),
    'zh-CN': () => import('../../../../i18n/locales/zh-CN.js').then((m) => ({ messages: m.help })),
    'zh-TW': () => import('../../../../i18n/locales/zh-TW.js').then((m) => ({ messages: m.help })),
  },
})
