import type { FeatureMessages } from '../../../../../i18n/feature/defineFeatureCatalogue.js'
import type { TransactionsMessageKey } from '../english.js'

export const messages: FeatureMessages<TransactionsMessageKey> = {
  'transactions.list': 'Transaktionsverlauf',
  'transactions.end': 'Keine älteren Transaktionen',
  'transactions.loadingMore': 'Weitere Transaktionen werden geladen',
}
