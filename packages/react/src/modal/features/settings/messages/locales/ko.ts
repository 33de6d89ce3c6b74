import type { FeatureMessages } from '../../../../../i18n/feature/defineFeatureCatalogue.js'
import type { SettingsMessageKey } from '../english.js'

export const messages: FeatureMessages<SettingsMessageKey> = {
  'settings.network': '네트워크',
  'settings.name': '이름',
  'settings.chooseName': '이름 선택',
  'settings.address': '주소',
}
