import type { FeatureMessages } from '../../../../../i18n/feature/defineFeatureCatalogue.js'
import type { TransactionsMessageKey } from '../english.js'

export const messages: FeatureMessages<TransactionsMessageKey> = {
  'transactions.list': 'Histórico de transações',
  'transactions.end': 'Nenhuma transação mais antiga',
  'transactions.loadingMore': 'Carregando mais transações',
}
