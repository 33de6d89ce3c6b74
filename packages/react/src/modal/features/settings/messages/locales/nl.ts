import type { FeatureMessages } from '../../../../../i18n/feature/defineFeatureCatalogue.js'
import type { SettingsMessageKey } from '../english.js'

export const messages: FeatureMessages<SettingsMessageKey> = {
  'settings.network': 'Netwerk',
  'settings.name': 'Naam',
  'settings.chooseName': 'Naam kiezen',
  'settings.address': 'Adres',
}
