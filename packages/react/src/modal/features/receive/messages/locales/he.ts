import type { FeatureMessages } from '../../../../../i18n/feature/defineFeatureCatalogue.js'
import type { ReceiveMessageKey } from '../english.js'

export const messages: FeatureMessages<ReceiveMessageKey> = {
  'receive.qrLabel': 'קוד QR של הכתובת שלך',
  'receive.address': 'הכתובת שלך',
  'receive.networks': 'רשתות',
  'receive.networksHint': 'קבלו לכתובת הזו רק ברשתות האלה.',
}
