import type { FeatureMessages } from '../../../../../i18n/feature/defineFeatureCatalogue.js'
import type { HelpMessageKey } from '../english.js'

export const messages: FeatureMessages<HelpMessageKey> = {
  'help.walletKeysTitle': 'आपकी कुंजियां, आपकी संपत्ति',
  'help.walletKeysText':
    'वॉलेट आपके कॉइन और कलेक्टिबल्स की कुंजियां रखता है। इन्हें सिर्फ़ आप ही ट्रांसफ़र कर सकते हैं।',
  'help.walletSignInTitle': 'हर ऐप के लिए एक ही साइन-इन',
  'help.walletSignInText': 'हर ऐप के लिए नया खाता और पासवर्ड बनाने के बजाय अपना वॉलेट कनेक्ट करें।',
  'help.walletAnywhereTitle': 'हर ऐप में आपका',
  'help.walletAnywhereText':
    'वही वॉलेट और उसकी संपत्ति हर उस ऐप में आपके साथ रहती है, जिससे आप उसे कनेक्ट करते हैं।',
  'help.getWallet': 'वॉलेट पाएं',
  'help.networkRecordTitle': 'एक साझा रिकॉर्ड',
  'help.networkRecordText':
    'नेटवर्क एक सार्वजनिक रिकॉर्ड है कि किसके पास क्या है। हर नेटवर्क के अपने कॉइन और ऐप होते हैं।',
  'help.networkFeesTitle': 'नेटवर्क के अपने कॉइन में शुल्क',
  'help.networkFeesText':
    'भेजने या स्वैप करने पर एक छोटा शुल्क लगता है, जो नेटवर्क के कॉइन में चुकाया जाता है, जैसे एथेरियम पर ETH।',
  'help.networkSwitchTitle': 'ज़रूरत हो तो बदलें',
  'help.networkSwitchText':
    'वह नेटवर्क चुनें जिस पर वह संपत्ति है जिसे आप इस्तेमाल करना चाहते हैं। आप कभी भी नेटवर्क बदल सकते हैं।',
  'help.suggestedWallets': 'सुझाए गए वॉलेट',
  'help.noWalletsTitle': 'सुझाने के लिए कोई वॉलेट नहीं',
  'help.noWalletsText': 'जिन वॉलेट का डाउनलोड पेज है, वे यहां दिखेंगे। बाद में फिर से कोशिश करें।',
  'help.getName': '{name} पाएं',
  'help.downloadsHint': 'इसे इसके अपने किसी पेज से डाउनलोड करें, फिर कनेक्ट करने के लिए यहां लौटें।',
  'help.chromeStore': 'ब्राउज़र एक्सटेंशन',
  'help.appStore': 'App Store',
  'help.playStore': 'Google Play',
  'help.homepage': 'वेबसाइट',
  'help.noDownloadsTitle': 'कोई डाउनलोड पेज नहीं',
  'help.noDownloadsText': 'यह वॉलेट डाउनलोड के लिए कोई पेज नहीं बताता। कोई दूसरा वॉलेट चुनें।',
  'help.opensInNewTab': '{label} (नए टैब में खुलता है)',
}
