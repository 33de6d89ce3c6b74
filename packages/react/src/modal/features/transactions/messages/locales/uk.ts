import type { FeatureMessages } from '../../../../../i18n/feature/defineFeatureCatalogue.js'
import type { TransactionsMessageKey } from '../english.js'

export const messages: FeatureMessages<TransactionsMessageKey> = {
  'transactions.list': 'Історія транзакцій',
  'transactions.end': 'Давніших транзакцій немає',
  'transactions.loadingMore': 'Завантаження інших транзакцій',
}
