import type { FeatureMessages } from '../../../../../i18n/feature/defineFeatureCatalogue.js'
import type { SwitchNetworkMessageKey } from '../english.js'

export const messages: FeatureMessages<SwitchNetworkMessageKey> = {
  'switchNetwork.approve': 'Setujui di dompet Anda',
  'switchNetwork.approveText': 'Terima peralihan ke {network} di {wallet}.',
  'switchNetwork.declined': 'Peralihan ditolak',
  'switchNetwork.declinedText':
    'Dompet mungkin tidak mendukung jaringan ini, atau permintaan lain masih terbuka.',
  'switchNetwork.failed': 'Peralihan tidak berhasil',
}
