import type { FeatureMessages } from '../../../../../i18n/feature/defineFeatureCatalogue.js'
import type { SwitchNetworkMessageKey } from '../english.js'

export const messages: FeatureMessages<SwitchNetworkMessageKey> = {
  'switchNetwork.approve': 'وافق في محفظتك',
  'switchNetwork.approveText': 'اقبل التبديل إلى {network} في {wallet}.',
  'switchNetwork.declined': 'تم رفض التبديل',
  'switchNetwork.declinedText': 'قد لا تدعم المحفظة هذه الشبكة، أو لا يزال طلب آخر مفتوحًا.',
  'switchNetwork.failed': 'لم يكتمل التبديل',
}
