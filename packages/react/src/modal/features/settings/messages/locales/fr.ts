import type { FeatureMessages } from '../../../../../i18n/feature/defineFeatureCatalogue.js'
import type { SettingsMessageKey } from '../english.js'

export const messages: FeatureMessages<SettingsMessageKey> = {
  'settings.network': 'Réseau',
  'settings.name': 'Nom',
  'settings.chooseName': 'Choisir un nom',
  'settings.address': 'Adresse',
}
