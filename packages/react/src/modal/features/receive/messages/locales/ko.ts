import type { FeatureMessages } from '../../../../../i18n/feature/defineFeatureCatalogue.js'
import type { ReceiveMessageKey } from '../english.js'

export const messages: FeatureMessages<ReceiveMessageKey> = {
  'receive.qrLabel': '내 주소의 QR 코드',
  'receive.address': '내 주소',
  'receive.networks': '네트워크',
  'receive.networksHint': '이 주소로는 아래 네트워크에서만 받으세요.',
}
