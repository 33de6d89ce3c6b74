import type { FeatureMessages } from '../../../../../i18n/feature/defineFeatureCatalogue.js'
import type { TransactionsMessageKey } from '../english.js'

export const messages: FeatureMessages<TransactionsMessageKey> = {
  'transactions.list': 'ประวัติธุรกรรม',
  'transactions.end': 'ไม่มีธุรกรรมที่เก่ากว่านี้',
  'transactions.loadingMore': 'กำลังโหลดธุรกรรมเพิ่ม',
}
