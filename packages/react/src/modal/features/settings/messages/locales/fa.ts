import type { FeatureMessages } from '../../../../../i18n/feature/defineFeatureCatalogue.js'
import type { SettingsMessageKey } from '../english.js'

export const messages: FeatureMessages<SettingsMessageKey> = {
  'settings.network': 'شبکه',
  'settings.name': 'نام',
  'settings.chooseName': 'انتخاب نام',
  'settings.address': 'نشانی',
}
