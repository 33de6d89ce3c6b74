import type { FeatureMessages } from '../../../../../i18n/feature/defineFeatureCatalogue.js'
import type { SettingsMessageKey } from '../english.js'

export const messages: FeatureMessages<SettingsMessageKey> = {
  'settings.network': 'Sieć',
  'settings.name': 'Nazwa',
  'settings.chooseName': 'Wybierz nazwę',
  'settings.address': 'Adres',
}
