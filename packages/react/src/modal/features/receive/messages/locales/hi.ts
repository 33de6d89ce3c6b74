import type { FeatureMessages } from '../../../../../i18n/feature/defineFeatureCatalogue.js'
import type { ReceiveMessageKey } from '../english.js'

export const messages: FeatureMessages<ReceiveMessageKey> = {
  'receive.qrLabel': 'आपके पते का QR कोड',
  'receive.address': 'आपका पता',
  'receive.networks': 'नेटवर्क',
  'receive.networksHint': 'इस पते पर केवल इन नेटवर्क पर प्राप्त करें।',
}
