import type { FeatureMessages } from '../../../../../i18n/feature/defineFeatureCatalogue.js'
import type { TransactionsMessageKey } from '../english.js'

export const messages: FeatureMessages<TransactionsMessageKey> = {
  'transactions.list': 'Riwayat transaksi',
  'transactions.end': 'Tidak ada transaksi yang lebih lama',
  'transactions.loadingMore': 'Memuat transaksi lainnya',
}
