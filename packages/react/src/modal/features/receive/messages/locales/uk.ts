import type { FeatureMessages } from '../../../../../i18n/feature/defineFeatureCatalogue.js'
import type { ReceiveMessageKey } from '../english.js'

export const messages: FeatureMessages<ReceiveMessageKey> = {
  'receive.qrLabel': 'QR-код вашої адреси',
  'receive.address': 'Ваша адреса',
  'receive.networks': 'Мережі',
  'receive.networksHint': 'Отримуйте на цю адресу лише в цих мережах.',
}
