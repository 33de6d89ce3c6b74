import type { FeatureMessages } from '../../../../../i18n/feature/defineFeatureCatalogue.js'
import type { TransactionsMessageKey } from '../english.js'

export const messages: FeatureMessages<TransactionsMessageKey> = {
  'transactions.list': '거래 내역',
  'transactions.end': '이전 거래가 없습니다',
  'transactions.loadingMore': '거래를 더 불러오는 중',
}
