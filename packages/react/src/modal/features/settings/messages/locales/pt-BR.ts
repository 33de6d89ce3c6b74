import type { FeatureMessages } from '../../../../../i18n/feature/defineFeatureCatalogue.js'
import type { SettingsMessageKey } from '../english.js'

export const messages: FeatureMessages<SettingsMessageKey> = {
  'settings.network': 'Rede',
  'settings.name': 'Nome',
  'settings.chooseName': 'Escolher nome',
  'settings.address': 'Endereço',
}
