import type { FeatureMessages } from '../../../../../i18n/feature/defineFeatureCatalogue.js'
import type { SettingsMessageKey } from '../english.js'

export const messages: FeatureMessages<SettingsMessageKey> = {
  'settings.network': '网络',
  'settings.name': '名称',
  'settings.chooseName': '选择名称',
  'settings.address': '地址',
}
