import type { FeatureMessages } from '../../../../../i18n/feature/defineFeatureCatalogue.js'
import type { TransactionsMessageKey } from '../english.js'

export const messages: FeatureMessages<TransactionsMessageKey> = {
  'transactions.list': 'Lịch sử giao dịch',
  'transactions.end': 'Không có giao dịch cũ hơn',
  'transactions.loadingMore': 'Đang tải thêm giao dịch',
}
