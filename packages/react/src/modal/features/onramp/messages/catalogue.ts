import { defineFeatureCatalogue } from '../../../../i18n/feature/defineFeatureCatalogue.js'
import { english, type OnrampMessageKey } from './english.js'

/** The Buy feature's texts: English in the feature's chunk, each other language with the
 * modal's texts of that language (one chunk per language). */
export const catalogue = defineFeatureCatalogue<OnrampMessageKey>({
  name: 'Buy',
  english,
  locales: {
    ar: () => import('../../../../i18n/locales/ar.js').then((m) => ({ messages: m.onramp })),
    de: () => import('../../../../i18n/locales/de.js').then((m) => ({ messages: m.onramp })),
    es: () => import('../../../../i18n/locales/es.js').then((m) => ({ messages: m.onramp })),
    fa: () => import('../../../../i18n/locales/fa.js').then((m) => ({ messages: m.onramp })),
    fr: () => import('../../../../i18n/locales/fr.js').then((m) => ({ messages: m.onramp })),
    he: () => import('../../../../i18n/locales/he.js').then((m) => ({ messages: m.onramp })),
    hi: () => import('../../../../i18n/locales/hi.js').then((m) => ({ messages: m.onramp })),
    id: () => import('../../../../i18n/locales/id.js').then((m) => ({ messages: m.onramp })),
    it: () => import('../../../../i18n/locales/it.js').then((m) => ({ messages: m.onramp })),
    ja: () => import('../../../../i18n/locales/ja.js').then((m) => ({ messages: m.onramp })),
    ko: () => import('../../../../i18n/locales/ko.js').then((m) => ({ messages: m.onramp })),
    nl: () => import('../../../../i18n/locales/nl.js').then((m) => ({ messages: m.onramp })),
    pl: () => import('../../../../i18n/locales/pl.js').then((m) => ({ messages: m.onramp })),
    'pt-BR': () =>
      import('../../../../i18n/locales/pt-BR.js').then((m) => ({ messages: m.onramp })),
    ru: () => import('../../../../i18n/locales/ru.js').then((m) => ({ messages: m.onramp })),
    th: () => import('../../../../i18n/locales/th.js').then((m) => ({ messages: m.onramp })),
    tr: () => import('../../../../i18n/locales/tr.js').then((m) => ({ messages: m.onramp })),
    uk: () => import('../../../../i18n/locales/uk.js').then((m) => ({ messages: m.onramp })),
    vi: () => import('../../../../i18n/locales/vi.js').then((m) => ({ messages: m.onramp })),
    'zh-CN': () =>
      import('../../../../i18n/locales/zh-CN.js').then((m) => ({ messages: m.onramp })),
    'zh-TW': () =>
      import('../../../../i18n/locales/zh-TW.js').then((m) => ({ messages: m.onramp })),
  },
})
