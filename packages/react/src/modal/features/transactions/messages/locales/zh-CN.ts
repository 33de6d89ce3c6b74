import type { FeatureMessages } from '../../../../../i18n/feature/defineFeatureCatalogue.js'
import type { TransactionsMessageKey } from '../english.js'

export const messages: FeatureMessages<TransactionsMessageKey> = {
  'transactions.list': '交易记录',
  'transactions.end': '没有更早的交易',
  'transactions.loadingMore': '正在加载更多交易',
}
