import { defineFeatureCatalogue } from '../../../../i18n/feature/defineFeatureCatalogue.js'
import { english, type SwitchNetworkMessageKey } from './english.js'

/** SwitchNetwork's texts: English inline, every other language loaded on
 * first use with the modal's texts of that language (one chunk per language). */
export const catalogue = defineFeatureCatalogue<SwitchNetworkMessageKey>({
  name: 'switchNetwork',
  english,
  locales: {
    ar: () => import('../../../../i18n/locales/ar.js').then((m) => ({ messages: m.switchNetwork })),
    de: () => import('../../../../i18n/locales/de.js').then((m) => ({ messages: m.switchNetwork })),
    es: () => import('../../../../i18n/locales/es.js').then((m) => ({ messages: m.switchNetwork })),
    fa: () => import('../../../../i18n/locales/fa.js').then((m) => ({ messages: m.switchNetwork })),
    fr: () => import('../../../../i18n/locales/fr.js').then((m) => ({ messages: m.switchNetwork })),
    he: () => import('../../../../i18n/locales/he.js').then((m) => ({ messages: m.switchNetwork })),
    hi: () => import('../../../../i18n/locales/hi.js').then((m) => ({ messages: m.switchNetwork })),
    id: () => import('../../../../i18n/locales/id.js').then((m) => ({ messages: m.switchNetwork })),
    it: () => import('../../../../i18n/locales/it.js').then((m) => ({ messages: m.switchNetwork })),
    ja: () => import('../../../../i18n/locales/ja.js').then((m) => ({ messages: m.switchNetwork })),
    ko: () => import('../../../../i18n/locales/ko.js').then((m) => ({ messages: m.switchNetwork })),
    nl: () => import('../../../../i18n/locales/nl.js').then((m) => ({ messages: m.switchNetwork })),
    pl: () => import('../../../../i18n/locales/pl.js').then((m) => ({ messages: m.switchNetwork })),
    'pt-BR': () =>
      import('../../../../i18n/locales/pt-BR.js').then((m) => ({ messages: m.switchNetwork })),
    ru: () => import('../../../../i18n/locales/ru.js').then((m) => ({ messages: m.switchNetwork })),
    th: () => import('../../../../i18n/locales/th.js').then((m) => ({ messages: m.switchNetwork })),
    tr: () => import('../../../../i18n/locales/tr.js').then((m) => ({ messages: m.switchNetwork })),
    uk: () => import('../../../../i18n/locales/uk.js').then((m) => ({ messages: m.switchNetwork })),
    vi: () => import('../../../../i18n/locales/vi.js').then((m) => ({ messages: m.switchNetwork })),
    'zh-CN': () =>
      import('../../../../i18n/locales/zh-CN.js').then((m) => ({ messages: m.switchNetwork })),
    'zh-TW': () =>
      import('../../../../i18n/locales/zh-TW.js').then((m) => ({ messages: m.switchNetwork })),
  },
})
