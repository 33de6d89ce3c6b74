import type { FeatureMessages } from '../../../../../i18n/feature/defineFeatureCatalogue.js'
import type { SwitchNetworkMessageKey } from '../english.js'

export const messages: FeatureMessages<SwitchNetworkMessageKey> = {
  'switchNetwork.approve': 'अपने वॉलेट में स्वीकृति दें',
  'switchNetwork.approveText': '{wallet} में {network} पर स्विच स्वीकार करें।',
  'switchNetwork.declined': 'स्विच अस्वीकार किया गया',
  'switchNetwork.declinedText':
    'हो सकता है वॉलेट इस नेटवर्क का समर्थन न करे, या कोई दूसरा अनुरोध अभी खुला हो।',
  'switchNetwork.failed': 'स्विच नहीं हो सका',
}
