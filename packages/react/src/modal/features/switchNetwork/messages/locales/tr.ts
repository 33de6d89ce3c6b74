import type { FeatureMessages } from '../../../../../i18n/feature/defineFeatureCatalogue.js'
import type { SwitchNetworkMessageKey } from '../english.js'

export const messages: FeatureMessages<SwitchNetworkMessageKey> = {
  'switchNetwork.approve': 'Cüzdanınızda onaylayın',
  'switchNetwork.approveText': '{wallet} içinde {network} ağına geçişi kabul edin.',
  'switchNetwork.declined': 'Geçiş reddedildi',
  'switchNetwork.declinedText':
    'Cüzdan bu ağı desteklemiyor olabilir veya başka bir istek hâlâ açık.',
  'switchNetwork.failed': 'Geçiş yapılamadı',
}
