import type { FeatureMessages } from '../../../../../i18n/feature/defineFeatureCatalogue.js'
import type { SwitchNetworkMessageKey } from '../english.js'

export const messages: FeatureMessages<SwitchNetworkMessageKey> = {
  'switchNetwork.approve': '请在钱包中批准',
  'switchNetwork.approveText': '在 {wallet} 中接受切换到 {network}。',
  'switchNetwork.declined': '切换被拒绝',
  'switchNetwork.declinedText': '钱包可能不支持此网络，或另一个请求仍未处理。',
  'switchNetwork.failed': '切换未成功',
}
