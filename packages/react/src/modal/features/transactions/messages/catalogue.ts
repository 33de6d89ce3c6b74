import { defineFeatureCatalogue } from '../../../../i18n/feature/defineFeatureCatalogue.js'
import { english, type TransactionsMessageKey } from './english.js'

/** Transactions's texts: English inline, every other language loaded on
 * first use with the modal's texts of that language (one chunk per language). */
export const catalogue = defineFeatureCatalogue<TransactionsMessageKey>({
  name: 'transactions',
  english,
  locales: {
    ar: () => import('../../../../i18n/locales/ar.js').then((m) => ({ messages: m.transactions })),
    de: () => import('../../../../i18n/locales/de.js').then((m) => ({ messages: m.transactions })),
    es: () => import('../../../../i18n/locales/es.js').then((m) => ({ messages: m.transactions })),
    fa: () => import('../../../../i18n/locales/fa.js').then((m) => ({ messages: m.transactions })),
    fr: () => import('../../../../i18n/locales/fr.js').then((m) => ({ messages: m.transactions })),
    he: () => import('../../../../i18n/locales/he.js').then((m) => ({ messages: m.transactions })),
    hi: () => import('../../../../i18n/locales/hi.js').then((m) => ({ messages: m.transactions })),
    id: () => import('../../../../i18n/locales/id.js').then((m) => ({ messages: m.transactions })),
    it: () => import('../../../../i18n/locales/it.js').then((m) => ({ messages: m.transactions })),
    ja: () => import('../../../../i18n/locales/ja.js').then((m) => ({ messages: m.transactions })),
    ko: () => import('../../../../i18n/locales/ko.js').then((m) => ({ messages: m.transactions })),
    nl: () => import('../../../../i18n/locales/nl.js').then((m) => ({ messages: m.transactions })),
    pl: () => import('../../../../i18n/locales/pl.js').then((m) => ({ messages: m.transactions })),
    'pt-BR': () =>
      import('../../../../i18n/locales/pt-BR.js').then((m) => ({ messages: m.transactions })),
    ru: () => import('../../../../i18n/locales/ru.js').then((m) => ({ messages: m.transactions })),
    th: () => import('../../../../i18n/locales/th.js').then((m) => ({ messages: m.transactions })),
    tr: () => import('../../../../i18n/locales/tr.js').then((m) => ({ messages: m.transactions })),
    uk: () => import('../../../../i18n/locales/uk.js').then((m) => ({ messages: m.transactions })),
    vi: () => import('../../../../i18n/locales/vi.js').then((m) => ({ messages: m.transactions })),
    'zh-CN': () =>
      import('../../../../i18n/locales/zh-CN.js').then((m) => ({ messages: m.transactions })),
    'zh-TW': () =>
      import('../../../../i18n/locales/zh-TW.js').then((m) => ({ messages: m.transactions })),
  },
})
