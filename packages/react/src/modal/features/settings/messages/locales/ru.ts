import type { FeatureMessages } from '../../../../../i18n/feature/defineFeatureCatalogue.js'
import type { SettingsMessageKey } from '../english.js'

export const messages: FeatureMessages<SettingsMessageKey> = {
  'settings.network': 'Сеть',
  'settings.name': 'Имя',
  'settings.chooseName': 'Выбрать имя',
  'settings.address': 'Адрес',
}
