import type { FeatureMessages } from '../../../../../i18n/feature/defineFeatureCatalogue.js'
import type { ReceiveMessageKey } from '../english.js'

export const messages: FeatureMessages<ReceiveMessageKey> = {
  'receive.qrLabel': 'Kod QR Twojego adresu',
  'receive.address': 'Twój adres',
  'receive.networks': 'Sieci',
  'receive.networksHint': 'Odbieraj na ten adres tylko w tych sieciach.',
}
