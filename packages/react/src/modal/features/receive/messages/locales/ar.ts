import type { FeatureMessages } from '../../../../../i18n/feature/defineFeatureCatalogue.js'
import type { ReceiveMessageKey } from '../english.js'

export const messages: FeatureMessages<ReceiveMessageKey> = {
  'receive.qrLabel': 'رمز QR لعنوانك',
  'receive.address': 'عنوانك',
  'receive.networks': 'الشبكات',
  'receive.networksHint': 'استلم على هذا العنوان عبر هذه الشبكات فقط.',
}
