import type { FeatureMessages } from '../../../../../i18n/feature/defineFeatureCatalogue.js'
import type { SettingsMessageKey } from '../english.js'

export const messages: FeatureMessages<SettingsMessageKey> = {
  'settings.network': 'Ağ',
  'settings.name': 'Ad',
  'settings.chooseName': 'Ad seç',
  'settings.address': 'Adres',
}
