import type { FeatureMessages } from '../../../../../i18n/feature/defineFeatureCatalogue.js'
import type { HelpMessageKey } from '../english.js'

export const messages: FeatureMessages<HelpMessageKey> = {
  'help.walletKeysTitle': 'مفاتيحك، أصولك',
  'help.walletKeysText': 'تحفظ المحفظة مفاتيح عملاتك ومقتنياتك الرقمية. أنت وحدك من يستطيع نقلها.',
  'help.walletSignInTitle': 'تسجيل دخول واحد لكل التطبيقات',
  'help.walletSignInText': 'اربط محفظتك بدلًا من إنشاء حساب وكلمة مرور جديدين لكل تطبيق.',
  'help.walletAnywhereTitle': 'معك في كل تطبيق',
  'help.walletAnywhereText': 'ترافقك المحفظة نفسها بأصولها إلى أي تطبيق تربطها به.',
  'help.getWallet': 'احصل على محفظة',
  'help.networkRecordTitle': 'سجلّ مشترك',
  'help.networkRecordText': 'الشبكة سجلّ عام يبيّن من يملك ماذا. لكل شبكة عملاتها وتطبيقاتها.',
  'help.networkFeesTitle': 'رسوم بعملة الشبكة',
  'help.networkFeesText':
    'يكلّف الإرسال أو المبادلة رسومًا صغيرة تُدفع بعملة الشبكة، مثل ETH على إيثريوم.',
  'help.networkSwitchTitle': 'بدّل متى احتجت',
  'help.networkSwitchText':
    'اختر الشبكة التي تحمل الأصول التي تريد استخدامها. يمكنك التبديل في أي وقت.',
  'help.suggestedWallets': 'محافظ مقترحة',
  'help.noWalletsTitle': 'لا توجد محافظ لاقتراحها',
  'help.noWalletsText': 'تظهر هنا المحافظ التي لها صفحة تنزيل. حاول مجددًا لاحقًا.',
  'help.getName': 'احصل على {name}',
  'help.downloadsHint': 'نزّلها من إحدى صفحاتها الخاصة، ثم عُد إلى هنا لربطها.',
  'help.chromeStore': 'إضافة المتصفح',
  'help.appStore': 'App Store',
  'help.playStore': 'Google Play',
  'help.homepage': 'الموقع الإلكتروني',
  'help.noDownloadsTitle': 'لا توجد صفحة تنزيل',
  'help.noDownloadsText': 'لا تذكر هذه المحفظة أي صفحة لتنزيلها. اختر محفظة أخرى.',
  'help.opensInNewTab': '{label} (يُفتح في علامة تبويب جديدة)',
}
