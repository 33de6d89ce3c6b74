import type { FeatureMessages } from '../../../../../i18n/feature/defineFeatureCatalogue.js'
import type { SettingsMessageKey } from '../english.js'

export const messages: FeatureMessages<SettingsMessageKey> = {
  'settings.network': '網路',
  'settings.name': '名稱',
  'settings.chooseName': '選擇名稱',
  'settings.address': '地址',
}
