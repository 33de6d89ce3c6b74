import type { FeatureMessages } from '../../../../../i18n/feature/defineFeatureCatalogue.js'
import type { TransactionsMessageKey } from '../english.js'

export const messages: FeatureMessages<TransactionsMessageKey> = {
  'transactions.list': 'Cronologia transazioni',
  'transactions.end': 'Nessuna transazione precedente',
  'transactions.loadingMore': 'Caricamento di altre transazioni',
}
