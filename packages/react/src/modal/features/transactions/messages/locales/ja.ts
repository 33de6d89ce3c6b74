import type { FeatureMessages } from '../../../../../i18n/feature/defineFeatureCatalogue.js'
import type { TransactionsMessageKey } from '../english.js'

export const messages: FeatureMessages<TransactionsMessageKey> = {
  'transactions.list': '取引履歴',
  'transactions.end': 'これより古い取引はありません',
  'transactions.loadingMore': 'さらに取引を読み込んでいます',
}
