import type { FeatureMessages } from '../../../../../i18n/feature/defineFeatureCatalogue.js'
import type { TransactionsMessageKey } from '../english.js'

export const messages: FeatureMessages<TransactionsMessageKey> = {
  'transactions.list': 'Historia transakcji',
  'transactions.end': 'Brak starszych transakcji',
  'transactions.loadingMore': 'Wczytywanie kolejnych transakcji',
}
