import type { FeatureMessages } from '../../../../../i18n/feature/defineFeatureCatalogue.js'
import type { ReceiveMessageKey } from '../english.js'

export const messages: FeatureMessages<ReceiveMessageKey> = {
  'receive.qrLabel': 'คิวอาร์โค้ดของที่อยู่คุณ',
  'receive.address': 'ที่อยู่ของคุณ',
  'receive.networks': 'เครือข่าย',
  'receive.networksHint': 'รับเข้าที่อยู่นี้ได้เฉพาะบนเครือข่ายเหล่านี้',
}
