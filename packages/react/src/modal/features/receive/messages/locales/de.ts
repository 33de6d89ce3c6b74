import type { FeatureMessages } from '../../../../../i18n/feature/defineFeatureCatalogue.js'
import type { ReceiveMessageKey } from '../english.js'

export const messages: FeatureMessages<ReceiveMessageKey> = {
  'receive.qrLabel': 'QR-Code deiner Adresse',
  'receive.address': 'Deine Adresse',
  'receive.networks': 'Netzwerke',
  'receive.networksHint': 'Empfange an diese Adresse nur in diesen Netzwerken.',
}
