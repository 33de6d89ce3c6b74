import type { FeatureMessages } from '../../../../../i18n/feature/defineFeatureCatalogue.js'
import type { SettingsMessageKey } from '../english.js'

export const messages: FeatureMessages<SettingsMessageKey> = {
  'settings.network': 'Mạng',
  'settings.name': 'Tên',
  'settings.chooseName': 'Chọn tên',
  'settings.address': 'Địa chỉ',
}
