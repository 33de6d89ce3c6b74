import { defineFeatureCatalogue } from '../../../../i18n/feature/defineFeatureCatalogue.js'
import { english, type SendMessageKey } from './english.js'

/** Send's texts: English inline, every other language loaded on
 * first use with the modal's texts of that language (one chunk per language). */
export const catalogue = defineFeatureCatalogue<SendMessageKey>({
  name: 'send',
  english,
  locales: {
    ar: () => import('../../../../i18n/locales/ar.js').then((m) => ({ messages: m.send })),
    de: () => import('../../../../i18n/locales/de.js').then((m) => ({ messages: m.send })),
    es: () => import('../../../../i18n/locales/es.js').then((m) => ({ messages: m.send })),
    fa: () => import('../../../../i18n/locales/fa.js').then((m) => ({ messages: m.send })),
    fr: () => import('../../../../i18n/locales/fr.js').then((m) => ({ messages: m.send })),
    he: () => import('../../../../i18n/locales/he.js').then((m) => ({ messages: m.send })),
    hi: () => import('../../../../i18n/locales/hi.js').then((m) => ({ messages: m.send })),
    id: () => import('../../../../i18n/locales/id.js').then((m) => ({ messages: m.send })),
    it: () => import('../../../../i18n/locales/it.js').then((m) => ({ messages: m.send })),
    ja: () => import('../../../../i18n/locales/ja.js').then((m) => ({ messages: m.send })),
    ko: () => import('../../../../i18n/locales/ko.js').then((m) => ({ messages: m.send })),
    nl: () => import('../../../../i18n/locales/nl.js').then((m) => ({ messages: m.send })),
    pl: () => import('../../../../i18n/locales/pl.js').then((m) => ({ messages: m.send })),
    'pt-BR': () => import('../../../../i18n/locales/pt-BR.js').then((m) => ({ messages: m.send })),
    ru: () => import('../../../../i18n/locales/ru.js').then((m) => ({ messages: m.send })),
    th: () => import('../../../../i18n/locales/th.js').then((m) => ({ messages: m.send })),
    tr: () => import('../../../../i18n/locales/tr.js').then((m) => ({ messages: m.send })),
    uk: () => import('../../../../i18n/locales/uk.js').then((m) => ({ messages: m.send })),
    vi: () => import('../../../../i18n/locales/vi.js').then((m) => ({ messages: m.send })),
    'zh-CN': () => import('../../../../i18n/locales/zh-CN.js').then((m) => ({ messages: m.send })),
    'zh-TW': () => import('../../../../i18n/locales/zh-TW.js').then((m) => ({ messages: m.send })),
  },
})
