import { defineFeatureCatalogue } from '../../../../i18n/feature/defineFeatureCatalogue.js'
import { english, type ReceiveMessageKey } from './english.js'

/** Receive's texts: English inline, every other language loaded on
 * first use with the modal's texts of that language (one chunk per language). */
export const catalogue = defineFeatureCatalogue<ReceiveMessageKey>({
  name: 'receive',
  english,
  locales: {
    ar: () => import('../../../../i18n/locales/ar.js').then((m) => ({ messages: m.receive })),
    de: () => import('../../../../i18n/locales/de.js').then((m) => ({ messages: m.receive })),
    es: () => import('../../../../i18n/locales/es.js').then((m) => ({ messages: m.receive })),
    fa: () => import('../../../../i18n/locales/fa.js').then((m) => ({ messages: m.receive })),
    fr: () => import('../../../../i18n/locales/fr.js').then((m) => ({ messages: m.receive })),
    he: () => import('../../../../i18n/locales/he.js').then((m) => ({ messages: m.receive })),
    hi: () => import('../../../../i18n/locales/hi.js').then((m) => ({ messages: m.receive })),
    id: () => import('../../../../i18n/locales/id.js').then((m) => ({ messages: m.receive })),
    it: () => import('../../../../i18n/locales/it.js').then((m) => ({ messages: m.receive })),
    ja: () => import('../../../../i18n/locales/ja.js').then((m) => ({ messages: m.receive })),
    ko: () => import('../../../../i18n/locales/ko.js').then((m) => ({ messages: m.receive })),
    nl: () => import('../../../../i18n/locales/nl.js').then((m) => ({ messages: m.receive })),
    pl: () => import('../../../../i18n/locales/pl.js').then((m) => ({ messages: m.receive })),
    'pt-BR': () =>
      import('../../../../i18n/locales/pt-BR.js').then((m) => ({ messages: m.receive })),
    ru: () => import('../../../../i18n/locales/ru.js').then((m) => ({ messages: m.receive })),
    th: () => import('../../../../i18n/locales/th.js').then((m) => ({ messages: m.receive })),
    tr: () => import('../../../../i18n/locales/tr.js').then((m) => ({ messages: m.receive })),
    uk: () => import('../../../../i18n/locales/uk.js').then((m) => ({ messages: m.receive })),
    vi: () => import('../../../../i18n/locales/vi.js').then((m) => ({ messages: m.receive })),
    'zh-CN': () =>
      import('../../../../i18n/locales/zh-CN.js').then((m) => ({ messages: m.receive })),
    'zh-TW': () =>
      import('../../../../i18n/locales/zh-TW.js').then((m) => ({ messages: m.receive })),
  },
})
