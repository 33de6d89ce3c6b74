import type { FeatureMessages } from '../../../../../i18n/feature/defineFeatureCatalogue.js'
import type { TransactionsMessageKey } from '../english.js'

export const messages: FeatureMessages<TransactionsMessageKey> = {
  'transactions.list': 'היסטוריית עסקאות',
  'transactions.end': 'אין עסקאות ישנות יותר',
  'transactions.loadingMore': 'טוען עסקאות נוספות',
}
