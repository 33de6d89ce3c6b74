import type { FeatureMessages } from '../../../../../i18n/feature/defineFeatureCatalogue.js'
import type { SettingsMessageKey } from '../english.js'

export const messages: FeatureMessages<SettingsMessageKey> = {
  'settings.network': 'ネットワーク',
  'settings.name': '名前',
  'settings.chooseName': '名前を選ぶ',
  'settings.address': 'アドレス',
}
