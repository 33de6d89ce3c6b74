import type { FeatureMessages } from '../../../../../i18n/feature/defineFeatureCatalogue.js'
import type { HelpMessageKey } from '../english.js'

export const messages: FeatureMessages<HelpMessageKey> = {
  'help.walletKeysTitle': 'คีย์ของคุณ สินทรัพย์ของคุณ',
  'help.walletKeysText': 'วอลเล็ตเก็บคีย์ของเหรียญและของสะสมของคุณ มีเพียงคุณเท่านั้นที่โอนย้ายได้',
  'help.walletSignInTitle': 'ลงชื่อเข้าใช้ครั้งเดียวสำหรับทุกแอป',
  'help.walletSignInText': 'เชื่อมต่อวอลเล็ตแทนการสร้างบัญชีและรหัสผ่านใหม่สำหรับแต่ละแอป',
  'help.walletAnywhereTitle': 'เป็นของคุณในทุกแอป',
  'help.walletAnywhereText': 'วอลเล็ตเดียวกันพร้อมสินทรัพย์จะไปกับคุณในทุกแอปที่คุณเชื่อมต่อ',
  'help.getWallet': 'รับวอลเล็ต',
  'help.networkRecordTitle': 'บันทึกที่ใช้ร่วมกัน',
  'help.networkRecordText':
    'เครือข่ายคือบันทึกสาธารณะว่าใครเป็นเจ้าของอะไร แต่ละเครือข่ายมีเหรียญและแอปของตัวเอง',
  'help.networkFeesTitle': 'ค่าธรรมเนียมเป็นเหรียญของเครือข่าย',
  'help.networkFeesText':
    'การส่งหรือสลับมีค่าธรรมเนียมเล็กน้อย ซึ่งชำระด้วยเหรียญของเครือข่าย เช่น ETH บนอีเธอเรียม',
  'help.networkSwitchTitle': 'สลับได้เมื่อต้องการ',
  'help.networkSwitchText': 'เลือกเครือข่ายที่มีสินทรัพย์ที่คุณต้องการใช้ คุณสลับได้ทุกเมื่อ',
  'help.suggestedWallets': 'วอลเล็ตที่แนะนำ',
  'help.noWalletsTitle': 'ไม่มีวอลเล็ตที่จะแนะนำ',
  'help.noWalletsText': 'วอลเล็ตที่มีหน้าดาวน์โหลดจะแสดงที่นี่ โปรดลองอีกครั้งในภายหลัง',
  'help.getName': 'รับ {name}',
  'help.downloadsHint': 'ดาวน์โหลดจากหน้าของวอลเล็ตนั้นเอง แล้วกลับมาที่นี่เพื่อเชื่อมต่อ',
  'help.chromeStore': 'ส่วนขยายเบราว์เซอร์',
  'help.appStore': 'App Store',
  'help.playStore': 'Google Play',
  'help.homepage': 'เว็บไซต์',
  'help.noDownloadsTitle': 'ไม่มีหน้าดาวน์โหลด',
  'help.noDownloadsText': 'วอลเล็ตนี้ไม่ได้ระบุหน้าสำหรับดาวน์โหลด โปรดเลือกวอลเล็ตอื่น',
  'help.opensInNewTab': '{label} (เปิดในแท็บใหม่)',
}
