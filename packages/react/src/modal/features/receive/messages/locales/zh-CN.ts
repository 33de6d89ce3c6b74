import type { FeatureMessages } from '../../../../../i18n/feature/defineFeatureCatalogue.js'
import type { ReceiveMessageKey } from '../english.js'

export const messages: FeatureMessages<ReceiveMessageKey> = {
  'receive.qrLabel': '你的地址二维码',
  'receive.address': '你的地址',
  'receive.networks': '网络',
  'receive.networksHint': '此地址仅在以下网络上接收。',
}
