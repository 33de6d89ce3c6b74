import type { FeatureMessages } from '../../../../../i18n/feature/defineFeatureCatalogue.js'
import type { HelpMessageKey } from '../english.js'

export const messages: FeatureMessages<HelpMessageKey> = {
  'help.walletKeysTitle': 'کلیدهای شما، دارایی‌های شما',
  'help.walletKeysText':
    'کیف پول کلیدهای رمزارزها و آثار کلکسیونی شما را نگه می‌دارد. فقط خودتان می‌توانید آن‌ها را جابه‌جا کنید.',
  'help.walletSignInTitle': 'یک ورود برای همه برنامه‌ها',
  'help.walletSignInText':
    'به‌جای ساختن حساب و رمز عبور تازه برای هر برنامه، کیف پول خود را متصل کنید.',
  'help.walletAnywhereTitle': 'در هر برنامه همراه شما',
  'help.walletAnywhereText':
    'همان کیف پول و دارایی‌هایش در هر برنامه‌ای که به آن متصلش کنید همراه شماست.',
  'help.getWallet': 'دریافت کیف پول',
  'help.networkRecordTitle': 'یک دفتر مشترک',
  'help.networkRecordText':
    'شبکه دفتری عمومی است که نشان می‌دهد چه کسی مالک چه چیزی است. هر شبکه رمزارزها و برنامه‌های خودش را دارد.',
  'help.networkFeesTitle': 'کارمزد با رمزارز خود شبکه',
  'help.networkFeesText':
    'ارسال یا مبادله کارمزد کمی دارد که با رمزارز شبکه پرداخت می‌شود؛ مثلاً ETH در اتریوم.',
  'help.networkSwitchTitle': 'هر وقت لازم شد تغییر دهید',
  'help.networkSwitchText':
    'شبکه‌ای را انتخاب کنید که دارایی‌های موردنظرتان در آن است. هر زمان بخواهید می‌توانید آن را تغییر دهید.',
  'help.suggestedWallets': 'کیف پول‌های پیشنهادی',
  'help.noWalletsTitle': 'کیف پولی برای پیشنهاد وجود ندارد',
  'help.noWalletsText':
    'کیف پول‌هایی که صفحه دانلود دارند اینجا نمایش داده می‌شوند. بعداً دوباره امتحان کنید.',
  'help.getName': 'دریافت {name}',
  'help.downloadsHint':
    'آن را از یکی از صفحه‌های خودش دانلود کنید، سپس برای اتصال به اینجا برگردید.',
  'help.chromeStore': 'افزونه مرورگر',
  'help.appStore': 'App Store',
  'help.playStore': 'Google Play',
  'help.homepage': 'وب‌سایت',
  'help.noDownloadsTitle': 'صفحه دانلودی وجود ندارد',
  'help.noDownloadsText':
    'این کیف پول هیچ صفحه‌ای برای دانلود معرفی نکرده است. کیف پول دیگری انتخاب کنید.',
  'help.opensInNewTab': '{label} (در برگه جدید باز می‌شود)',
}
