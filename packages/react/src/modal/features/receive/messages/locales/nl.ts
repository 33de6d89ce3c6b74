import type { FeatureMessages } from '../../../../../i18n/feature/defineFeatureCatalogue.js'
import type { ReceiveMessageKey } from '../english.js'

export const messages: FeatureMessages<ReceiveMessageKey> = {
  'receive.qrLabel': 'QR-code van je adres',
  'receive.address': 'Je adres',
  'receive.networks': 'Netwerken',
  'receive.networksHint': 'Ontvang op dit adres alleen via deze netwerken.',
}
