import type { FeatureMessages } from '../../../../../i18n/feature/defineFeatureCatalogue.js'
import type { TransactionsMessageKey } from '../english.js'

export const messages: FeatureMessages<TransactionsMessageKey> = {
  'transactions.list': 'Historial de transacciones',
  'transactions.end': 'No hay transacciones anteriores',
  'transactions.loadingMore': 'Cargando más transacciones',
}
