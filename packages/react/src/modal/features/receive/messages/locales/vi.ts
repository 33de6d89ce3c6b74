import type { FeatureMessages } from '../../../../../i18n/feature/defineFeatureCatalogue.js'
import type { ReceiveMessageKey } from '../english.js'

export const messages: FeatureMessages<ReceiveMessageKey> = {
  'receive.qrLabel': 'Mã QR địa chỉ của bạn',
  'receive.address': 'Địa chỉ của bạn',
  'receive.networks': 'Mạng',
  'receive.networksHint': 'Chỉ nhận vào địa chỉ này trên các mạng sau.',
}
