import type { FeatureMessages } from '../../../../../i18n/feature/defineFeatureCatalogue.js'
import type { ReceiveMessageKey } from '../english.js'

export const messages: FeatureMessages<ReceiveMessageKey> = {
  'receive.qrLabel': 'Código QR de tu dirección',
  'receive.address': 'Tu dirección',
  'receive.networks': 'Redes',
  'receive.networksHint': 'Recibe en esta dirección solo en estas redes.',
}
