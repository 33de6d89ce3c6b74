import type { FeatureMessages } from '../../../../../i18n/feature/defineFeatureCatalogue.js'
import type { SettingsMessageKey } from '../english.js'

export const messages: FeatureMessages<SettingsMessageKey> = {
  'settings.network': 'Rete',
  'settings.name': 'Nome',
  'settings.chooseName': 'Scegli un nome',
  'settings.address': 'Indirizzo',
}
