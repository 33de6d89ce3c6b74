import type { FeatureMessages } from '../../../../../i18n/feature/defineFeatureCatalogue.js'
import type { HelpMessageKey } from '../english.js'

export const messages: FeatureMessages<HelpMessageKey> = {
  'help.walletKeysTitle': 'Anahtarlarınız, varlıklarınız',
  'help.walletKeysText':
    'Cüzdan, kripto paralarınızın ve koleksiyon öğelerinizin anahtarlarını saklar. Onları yalnızca siz transfer edebilirsiniz.',
  'help.walletSignInTitle': 'Tüm uygulamalar için tek giriş',
  'help.walletSignInText':
    'Her uygulama için yeni hesap ve şifre oluşturmak yerine cüzdanınızı bağlayın.',
  'help.walletAnywhereTitle': 'Her uygulamada sizinle',
  'help.walletAnywhereText': 'Aynı cüzdan ve varlıkları, bağladığınız her uygulamada sizinle olur.',
  'help.getWallet': 'Cüzdan edinin',
  'help.networkRecordTitle': 'Ortak bir kayıt',
  'help.networkRecordText':
    'Ağ, kimin neye sahip olduğunun herkese açık kaydıdır. Her ağın kendi kripto paraları ve uygulamaları vardır.',
  'help.networkFeesTitle': 'Ücretler ağın kendi parasıyla',
  'help.networkFeesText':
    'Gönderme veya takas, ağın kendi kripto parasıyla ödenen küçük bir ücrete tabidir; örneğin Ethereum’da ETH.',
  'help.networkSwitchTitle': 'Gerektiğinde geçiş yapın',
  'help.networkSwitchText':
    'Kullanmak istediğiniz varlıkların bulunduğu ağı seçin. İstediğiniz zaman geçiş yapabilirsiniz.',
  'help.suggestedWallets': 'Önerilen cüzdanlar',
  'help.noWalletsTitle': 'Önerilecek cüzdan yok',
  'help.noWalletsText': 'İndirme sayfası olan cüzdanlar burada görünür. Daha sonra tekrar deneyin.',
  'help.getName': '{name} uygulamasını edinin',
  'help.downloadsHint':
    'Cüzdanı kendi sayfalarından birinden indirin, ardından bağlanmak için buraya dönün.',
  'help.chromeStore': 'Tarayıcı uzantısı',
  'help.appStore': 'App Store',
  'help.playStore': 'Google Play',
  'help.homepage': 'Web sitesi',
  'help.noDownloadsTitle': 'İndirme sayfası yok',
  'help.noDownloadsText':
    'Bu cüzdan, indirilebileceği bir sayfa belirtmiyor. Başka bir cüzdan seçin.',
  'help.opensInNewTab': '{label} (yeni sekmede açılır)',
}
