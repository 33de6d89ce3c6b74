import type { FeatureMessages } from '../../../../../i18n/feature/defineFeatureCatalogue.js'
import type { TransactionsMessageKey } from '../english.js'

export const messages: FeatureMessages<TransactionsMessageKey> = {
  'transactions.list': 'تاریخچه تراکنش‌ها',
  'transactions.end': 'تراکنش قدیمی‌تری نیست',
  'transactions.loadingMore': 'در حال بارگیری تراکنش‌های بیشتر',
}
