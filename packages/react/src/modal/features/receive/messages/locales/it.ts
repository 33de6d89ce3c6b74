import type { FeatureMessages } from '../../../../../i18n/feature/defineFeatureCatalogue.js'
import type { ReceiveMessageKey } from '../english.js'

export const messages: FeatureMessages<ReceiveMessageKey> = {
  'receive.qrLabel': 'Codice QR del tuo indirizzo',
  'receive.address': 'Il tuo indirizzo',
  'receive.networks': 'Reti',
  'receive.networksHint': 'Ricevi su questo indirizzo solo su queste reti.',
}
