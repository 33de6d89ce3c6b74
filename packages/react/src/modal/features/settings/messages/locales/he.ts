import type { FeatureMessages } from '../../../../../i18n/feature/defineFeatureCatalogue.js'
import type { SettingsMessageKey } from '../english.js'

export const messages: FeatureMessages<SettingsMessageKey> = {
  'settings.network': 'רשת',
  'settings.name': 'שם',
  'settings.chooseName': 'בחירת שם',
  'settings.address': 'כתובת',
}
