import type { FeatureMessages } from '../../../../../i18n/feature/defineFeatureCatalogue.js'
import type { TransactionsMessageKey } from '../english.js'

export const messages: FeatureMessages<TransactionsMessageKey> = {
  'transactions.list': 'Historique des transactions',
  'transactions.end': 'Aucune transaction plus ancienne',
  'transactions.loadingMore': 'Chargement de transactions supplémentaires',
}
