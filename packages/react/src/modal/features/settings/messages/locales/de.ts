import type { FeatureMessages } from '../../../../../i18n/feature/defineFeatureCatalogue.js'
import type { SettingsMessageKey } from '../english.js'

export const messages: FeatureMessages<SettingsMessageKey> = {
  'settings.network': 'Netzwerk',
  'settings.name': 'Name',
  'settings.chooseName': 'Namen wählen',
  'settings.address': 'Adresse',
}
