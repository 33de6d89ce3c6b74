import type { FeatureMessages } from '../../../../../i18n/feature/defineFeatureCatalogue.js'
import type { SettingsMessageKey } from '../english.js'

export const messages: FeatureMessages<SettingsMessageKey> = {
  'settings.network': 'Мережа',
  'settings.name': 'Ім’я',
  'settings.chooseName': 'Вибрати ім’я',
  'settings.address': 'Адреса',
}
