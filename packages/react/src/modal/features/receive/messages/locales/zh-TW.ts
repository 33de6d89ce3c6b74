import type { FeatureMessages } from '../../../../../i18n/feature/defineFeatureCatalogue.js'
import type { ReceiveMessageKey } from '../english.js'

export const messages: FeatureMessages<ReceiveMessageKey> = {
  'receive.qrLabel': '你的地址 QR 碼',
  'receive.address': '你的地址',
  'receive.networks': '網路',
  'receive.networksHint': '此地址僅在以下網路上接收。',
}
