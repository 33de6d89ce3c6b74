import { defineFeatureCatalogue } from '../../../../i18n/feature/defineFeatureCatalogue.js'
import { english, type SettingsMessageKey } from './english.js'

/** AccountSettings's texts: English inline, every other language loaded on
 * first use with the modal's texts of that language (one chunk per language). */
export const catalogue = defineFeatureCatalogue<SettingsMessageKey>({
  name: 'settings',
  english,
  locales: {
    ar: () => import('../../../../i18n/locales/ar.js').then((m) => ({ messages: m.settings })),
    de: () => import('../../../../i18n/locales/de.js').then((m) => ({ messages: m.settings })),
    es: () => import('../../../../i18n/locales/es.js').then((m) => ({ messages: m.settings })),
    fa: () => import('../../../../i18n/locales/fa.js').then((m) => ({ messages: m.settings })),
    fr: () => import('../../../../i18n/locales/fr.js').then((m) => ({ messages: m.settings })),
    he: () => import('../../../../i18n/locales/he.js').then((m) => ({ messages: m.settings })),
    hi: () => import('../../../../i18n/locales/hi.js').then((m) => ({ messages: m.settings })),
    id: () => import('../../../../i18n/locales/id.js').then((m) => ({ messages: m.settings })),
    it: () => import('../../../../i18n/locales/it.js').then((m) => ({ messages: m.settings })),
    ja: () => import('../../../../i18n/locales/ja.js').then((m) => ({ messages: m.settings })),
    ko: () => import('../../../../i18n/locales/ko.js').then((m) => ({ messages: m.settings })),
    nl: () => import('../../../../i18n/locales/nl.js').then((m) => ({ messages: m.settings })),
    pl: () => import('../../../../i18n/locales/pl.js').then((m) => ({ messages: m.settings })),
    'pt-BR': () =>
      import('../../../../i18n/locales/pt-BR.js').then((m) => ({ messages: m.settings })),
    ru: () => import('../../../../i18n/locales/ru.js').then((m) => ({ messages: m.settings })),
    th: () => import('../../../../i18n/locales/th.js').then((m) => ({ messages: m.settings })),
    tr: () => import('../../../../i18n/locales/tr.js').then((m) => ({ messages: m.settings })),
    uk: () => import('../../../../i18n/locales/uk.js').then((m) => ({ messages: m.settings })),
    vi: () => import('../../../../i18n/locales/vi.js').then((m) => ({ messages: m.settings })),
    'zh-CN': () =>
      import('../../../../i18n/locales/zh-CN.js').then((m) => ({ messages: m.settings })),
    'zh-TW': () =>
      import('../../../../i18n/locales/zh-TW.js').then((m) => ({ messages: m.settings })),
  },
})
