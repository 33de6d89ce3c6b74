import type { FeatureMessages } from '../../../../../i18n/feature/defineFeatureCatalogue.js'
import type { ReceiveMessageKey } from '../english.js'

export const messages: FeatureMessages<ReceiveMessageKey> = {
  'receive.qrLabel': 'Código QR do seu endereço',
  'receive.address': 'Seu endereço',
  'receive.networks': 'Redes',
  'receive.networksHint': 'Receba neste endereço apenas nestas redes.',
}
