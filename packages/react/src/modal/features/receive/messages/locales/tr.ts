import type { FeatureMessages } from '../../../../../i18n/feature/defineFeatureCatalogue.js'
import type { ReceiveMessageKey } from '../english.js'

export const messages: FeatureMessages<ReceiveMessageKey> = {
  'receive.qrLabel': 'Adresinizin QR kodu',
  'receive.address': 'Adresiniz',
  'receive.networks': 'Ağlar',
  'receive.networksHint': 'Bu adrese yalnızca bu ağlarda alım yapın.',
}
