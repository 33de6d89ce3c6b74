import type { FeatureMessages } from '../../../../../i18n/feature/defineFeatureCatalogue.js'
import type { ReceiveMessageKey } from '../english.js'

export const messages: FeatureMessages<ReceiveMessageKey> = {
  'receive.qrLabel': 'کد QR نشانی شما',
  'receive.address': 'نشانی شما',
  'receive.networks': 'شبکه‌ها',
  'receive.networksHint': 'با این نشانی فقط در این شبکه‌ها دریافت کنید.',
}
