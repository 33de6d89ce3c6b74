import type { FeatureMessages } from '../../../../../i18n/feature/defineFeatureCatalogue.js'
import type { SwitchNetworkMessageKey } from '../english.js'

export const messages: FeatureMessages<SwitchNetworkMessageKey> = {
  'switchNetwork.approve': 'ウォレットで承認してください',
  'switchNetwork.approveText': '{wallet} で {network} への切り替えを承認してください。',
  'switchNetwork.declined': '切り替えが拒否されました',
  'switchNetwork.declinedText':
    'ウォレットがこのネットワークに対応していないか、別のリクエストがまだ開いています。',
  'switchNetwork.failed': '切り替えできませんでした',
}
