import type { FeatureMessages } from '../../../../../i18n/feature/defineFeatureCatalogue.js'
import type { ReceiveMessageKey } from '../english.js'

export const messages: FeatureMessages<ReceiveMessageKey> = {
  'receive.qrLabel': 'Kode QR alamat Anda',
  'receive.address': 'Alamat Anda',
  'receive.networks': 'Jaringan',
  'receive.networksHint': 'Terima di alamat ini hanya pada jaringan berikut.',
}
