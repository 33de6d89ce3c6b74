import type { FeatureMessages } from '../../../../../i18n/feature/defineFeatureCatalogue.js'
import type { SettingsMessageKey } from '../english.js'

export const messages: FeatureMessages<SettingsMessageKey> = {
  'settings.network': 'नेटवर्क',
  'settings.name': 'नाम',
  'settings.chooseName': 'नाम चुनें',
  'settings.address': 'पता',
}
