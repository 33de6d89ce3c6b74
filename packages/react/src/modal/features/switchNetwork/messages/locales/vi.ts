import type { FeatureMessages } from '../../../../../i18n/feature/defineFeatureCatalogue.js'
import type { SwitchNetworkMessageKey } from '../english.js'

export const messages: FeatureMessages<SwitchNetworkMessageKey> = {
  'switchNetwork.approve': 'Phê duyệt trong ví của bạn',
  'switchNetwork.approveText': 'Chấp nhận chuyển sang {network} trong {wallet}.',
  'switchNetwork.declined': 'Đã từ chối chuyển mạng',
  'switchNetwork.declinedText':
    'Ví có thể không hỗ trợ mạng này, hoặc một yêu cầu khác vẫn đang mở.',
  'switchNetwork.failed': 'Không chuyển được mạng',
}
