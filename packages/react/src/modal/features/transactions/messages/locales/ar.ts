import type { FeatureMessages } from '../../../../../i18n/feature/defineFeatureCatalogue.js'
import type { TransactionsMessageKey } from '../english.js'

export const messages: FeatureMessages<TransactionsMessageKey> = {
  'transactions.list': 'سجل المعاملات',
  'transactions.end': 'لا توجد معاملات أقدم',
  'transactions.loadingMore': 'جارٍ تحميل المزيد من المعاملات',
}
