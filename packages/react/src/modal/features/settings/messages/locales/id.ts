import type { FeatureMessages } from '../../../../../i18n/feature/defineFeatureCatalogue.js'
import type { SettingsMessageKey } from '../english.js'

export const messages: FeatureMessages<SettingsMessageKey> = {
  'settings.network': 'Jaringan',
  'settings.name': 'Nama',
  'settings.chooseName': 'Pilih nama',
  'settings.address': 'Alamat',
}
