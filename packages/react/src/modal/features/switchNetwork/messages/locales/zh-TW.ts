import type { FeatureMessages } from '../../../../../i18n/feature/defineFeatureCatalogue.js'
import type { SwitchNetworkMessageKey } from '../english.js'

export const messages: FeatureMessages<SwitchNetworkMessageKey> = {
  'switchNetwork.approve': '請在錢包中核准',
  'switchNetwork.approveText': '在 {wallet} 中接受切換到 {network}。',
  'switchNetwork.declined': '切換遭拒',
  'switchNetwork.declinedText': '錢包可能不支援此網路，或另一個請求仍未處理。',
  'switchNetwork.failed': '切換未成功',
}
