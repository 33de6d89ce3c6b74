import { defineFeatureCatalogue } from '../../../../i18n/feature/defineFeatureCatalogue.js'
import { english, type SwitchNetworkMessageKey } from './english.js'

/** SwitchNetwork's texts: English inline, every other language loaded on first use. */
export const catalogue = defineFeatureCatalogue<SwitchNetworkMessageKey>({
  name: 'switchNetwork',
  english,
  locales: {
    ar: () => import('./locales/ar.js'),
    de: () => import('./locales/de.js'),
    es: () => import('./locales/es.js'),
    fa: () => import('./locales/fa.js'),
    fr: () => import('./locales/fr.js'),
    he: () => import('./locales/he.js'),
    hi: () => import('./locales/hi.js'),
    id: () => import('./locales/id.js'),
    it: () => import('./locales/it.js'),
    ja: () => import('./locales/ja.js'),
    ko: () => import('./locales/ko.js'),
    nl: () => import('./locales/nl.js'),
    pl: () => import('./locales/pl.js'),
    'pt-BR': () => import('./locales/pt-BR.js'),
    ru: () => import('./locales/ru.js'),
    th: () => import('./locales/th.js'),
    tr: () => import('./locales/tr.js'),
    uk: () => import('./locales/uk.js'),
    vi: () => import('./locales/vi.js'),
    'zh-CN': () => import('./locales/zh-CN.js'),
    'zh-TW': () => import('./locales/zh-TW.js'),
  },
})
