import type { FeatureMessages } from '../../../../../i18n/feature/defineFeatureCatalogue.js'
import type { ReceiveMessageKey } from '../english.js'

export const messages: FeatureMessages<ReceiveMessageKey> = {
  'receive.qrLabel': 'QR code de votre adresse',
  'receive.address': 'Votre adresse',
  'receive.networks': 'Réseaux',
  'receive.networksHint': 'Recevez sur cette adresse uniquement sur ces réseaux.',
}
