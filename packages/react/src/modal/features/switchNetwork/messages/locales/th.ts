import type { FeatureMessages } from '../../../../../i18n/feature/defineFeatureCatalogue.js'
import type { SwitchNetworkMessageKey } from '../english.js'

export const messages: FeatureMessages<SwitchNetworkMessageKey> = {
  'switchNetwork.approve': 'อนุมัติในวอลเล็ตของคุณ',
  'switchNetwork.approveText': 'ยอมรับการสลับไปยัง {network} ใน {wallet}',
  'switchNetwork.declined': 'การสลับถูกปฏิเสธ',
  'switchNetwork.declinedText': 'วอลเล็ตอาจไม่รองรับเครือข่ายนี้ หรือยังมีคำขออื่นค้างอยู่',
  'switchNetwork.failed': 'สลับเครือข่ายไม่สำเร็จ',
}
