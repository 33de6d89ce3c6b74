import type { FeatureMessages } from '../../../../../i18n/feature/defineFeatureCatalogue.js'
import type { ReceiveMessageKey } from '../english.js'

export const messages: FeatureMessages<ReceiveMessageKey> = {
  'receive.qrLabel': 'QR-код вашего адреса',
  'receive.address': 'Ваш адрес',
  'receive.networks': 'Сети',
  'receive.networksHint': 'Получайте на этот адрес только в этих сетях.',
}
