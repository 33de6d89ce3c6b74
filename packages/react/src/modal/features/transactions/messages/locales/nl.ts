import type { FeatureMessages } from '../../../../../i18n/feature/defineFeatureCatalogue.js'
import type { TransactionsMessageKey } from '../english.js'

export const messages: FeatureMessages<TransactionsMessageKey> = {
  'transactions.list': 'Transactiegeschiedenis',
  'transactions.end': 'Geen oudere transacties',
  'transactions.loadingMore': 'Meer transacties laden',
}
