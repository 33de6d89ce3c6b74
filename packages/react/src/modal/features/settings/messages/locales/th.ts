import type { FeatureMessages } from '../../../../../i18n/feature/defineFeatureCatalogue.js'
import type { SettingsMessageKey } from '../english.js'

export const messages: FeatureMessages<SettingsMessageKey> = {
  'settings.network': 'เครือข่าย',
  'settings.name': 'ชื่อ',
  'settings.chooseName': 'เลือกชื่อ',
  'settings.address': 'ที่อยู่',
}
