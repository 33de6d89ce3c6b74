import type { FeatureMessages } from '../../../../../i18n/feature/defineFeatureCatalogue.js'
import type { SettingsMessageKey } from '../english.js'

export const messages: FeatureMessages<SettingsMessageKey> = {
  'settings.network': 'Red',
  'settings.name': 'Nombre',
  'settings.chooseName': 'Elegir nombre',
  'settings.address': 'Dirección',
}
