import type { FeatureMessages } from '../../../../../i18n/feature/defineFeatureCatalogue.js'
import type { SwitchNetworkMessageKey } from '../english.js'

export const messages: FeatureMessages<SwitchNetworkMessageKey> = {
  'switchNetwork.approve': '지갑에서 승인하세요',
  'switchNetwork.approveText': '{wallet}에서 {network}(으)로 전환을 수락하세요.',
  'switchNetwork.declined': '전환이 거부되었습니다',
  'switchNetwork.declinedText':
    '지갑이 이 네트워크를 지원하지 않거나 다른 요청이 아직 열려 있을 수 있습니다.',
  'switchNetwork.failed': '전환하지 못했습니다',
}
