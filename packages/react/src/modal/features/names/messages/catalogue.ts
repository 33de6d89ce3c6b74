import { defineFeatureCatalogue } from '../../../../i18n/feature/defineFeatureCatalogue.js'
import { english, type NamesMessageKey } from './english.js'

/** Account names texts: English inline, every other language loaded on
 * first use with the modal's texts of that language (one chunk per language). */
export const catalogue = defineFeatureCatalogue<NamesMessageKey>({
  name: 'names',
  english,
  locales: {
    ar: () => import('../../../../i18n/locales/ar.js').then((m) => ({ messages: m.names })),
    de: () => import('../../../../i18n/locales/de.js').then((m) => ({ messages: m.names })),
    es: () => import('../../../../i18n/locales/es.js').then((m) => ({ messages: m.names })),
    fa: () => import('../../../../i18n/locales/fa.js').then((m) => ({ messages: m.names })),
    fr: () => import('../../../../i18n/locales/fr.js').then((m) => ({ messages: m.names })),
    he: () => import('../../../../i18n/locales/he.js').then((m) => ({ messages: m.names })),
    hi: () => import('../../../../i18n/locales/hi.js').then((m) => ({ messages: m.names })),
    id: () => import('../../../../i18n/locales/id.js').then((m) => ({ messages: m.names })),
    it: () => import('../../../../i18n/locales/it.js').then((m) => ({ messages: m.names })),
    ja: () => import('../../../../i18n/locales/ja.js').then((m) => ({ messages: m.names })),
    ko: () => import('../../../../i18n/locales/ko.js').then((m) => ({ messages: m.names })),
    nl: () => import('../../../../i18n/locales/nl.js').then((m) => ({ messages: m.names })),
    pl: () => import('../../../../i18n/locales/pl.js').then((m) => ({ messages: m.names })),
    'pt-BR': () => import('../../../../i18n/locales/pt-BR.js').then((m) => ({ messages: m.names })),
    ru: () => import('../../../../i18n/locales/ru.js').then((m) => ({ messages: m.names })),
    th: () => import('../../../../i18n/locales/th.js').then((m) => ({ messages: m.names })),
    tr: () => import('../../../../i18n/locales/tr.js').then((m) => ({ messages: m.names })),
    uk: () => import('../../../../i18n/locales/uk.js').then((m) => ({ messages: m.names })),
    vi: () => import('../../../../i18n/locales/vi.js').then((m) => ({ messages: m.names })),
    'zh-CN': () => import('../../../../i18n/locales/zh-CN.js').then((m) => ({ messages: m.names })),
    'zh-TW': () => import('../../../../i18n/locales/zh-TW.js').then((m) => ({ messages: m.names })),
  },
})
