import type { FeatureMessages } from '../../../../../i18n/feature/defineFeatureCatalogue.js'
import type { TransactionsMessageKey } from '../english.js'

export const messages: FeatureMessages<TransactionsMessageKey> = {
  'transactions.list': '交易紀錄',
  'transactions.end': '沒有更早的交易',
  'transactions.loadingMore': '正在載入更多交易',
}
