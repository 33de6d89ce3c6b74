import type { FeatureMessages } from '../../../../../i18n/feature/defineFeatureCatalogue.js'
import type { SettingsMessageKey } from '../english.js'

export const messages: FeatureMessages<SettingsMessageKey> = {
  'settings.network': 'الشبكة',
  'settings.name': 'الاسم',
  'settings.chooseName': 'اختر اسمًا',
  'settings.address': 'العنوان',
}
