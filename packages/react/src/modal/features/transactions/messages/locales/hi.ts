import type { FeatureMessages } from '../../../../../i18n/feature/defineFeatureCatalogue.js'
import type { TransactionsMessageKey } from '../english.js'

export const messages: FeatureMessages<TransactionsMessageKey> = {
  'transactions.list': 'लेन-देन इतिहास',
  'transactions.end': 'इससे पुराने लेन-देन नहीं हैं',
  'transactions.loadingMore': 'और लेन-देन लोड हो रहे हैं',
}
