import type { FeatureMessages } from '../../../../../i18n/feature/defineFeatureCatalogue.js'
import type { ReceiveMessageKey } from '../english.js'

export const messages: FeatureMessages<ReceiveMessageKey> = {
  'receive.qrLabel': 'あなたのアドレスのQRコード',
  'receive.address': 'あなたのアドレス',
  'receive.networks': 'ネットワーク',
  'receive.networksHint': 'このアドレスでは次のネットワークでのみ受け取れます。',
}
