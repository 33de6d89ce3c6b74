import type { FeatureMessages } from '../../../../../i18n/feature/defineFeatureCatalogue.js'
import type { SwitchNetworkMessageKey } from '../english.js'

export const messages: FeatureMessages<SwitchNetworkMessageKey> = {
  'switchNetwork.approve': 'אשרו בארנק שלכם',
  'switchNetwork.approveText': 'אשרו את המעבר אל {network} ב-{wallet}.',
  'switchNetwork.declined': 'המעבר נדחה',
  'switchNetwork.declinedText': 'ייתכן שהארנק אינו תומך ברשת הזו, או שבקשה אחרת עדיין פתוחה.',
  'switchNetwork.failed': 'המעבר לא הצליח',
}
