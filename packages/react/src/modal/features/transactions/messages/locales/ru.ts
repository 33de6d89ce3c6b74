import type { FeatureMessages } from '../../../../../i18n/feature/defineFeatureCatalogue.js'
import type { TransactionsMessageKey } from '../english.js'

export const messages: FeatureMessages<TransactionsMessageKey> = {
  'transactions.list': 'История транзакций',
  'transactions.end': 'Более ранних транзакций нет',
  'transactions.loadingMore': 'Загрузка других транзакций',
}
