import type { FeatureMessages } from '../../../../../i18n/feature/defineFeatureCatalogue.js'
import type { TransactionsMessageKey } from '../english.js'

export const messages: FeatureMessages<TransactionsMessageKey> = {
  'transactions.list': 'İşlem geçmişi',
  'transactions.end': 'Daha eski işlem yok',
  'transactions.loadingMore': 'Daha fazla işlem yükleniyor',
}
