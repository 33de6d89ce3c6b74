import type { FeatureMessages } from '../../../../../i18n/feature/defineFeatureCatalogue.js'
import type { HelpMessageKey } from '../english.js'

export const messages: FeatureMessages<HelpMessageKey> = {
  'help.walletKeysTitle': '你的金鑰，你的資產',
  'help.walletKeysText': '錢包保管著你的加密貨幣與收藏品的金鑰。只有你能轉移它們。',
  'help.walletSignInTitle': '一次登入，通行所有應用程式',
  'help.walletSignInText': '只要連接錢包，不必為每個應用程式建立新帳戶和密碼。',
  'help.walletAnywhereTitle': '跟著你到每個應用程式',
  'help.walletAnywhereText': '同一個錢包和其中的資產，會跟著你到你連接的任何應用程式。',
  'help.getWallet': '取得錢包',
  'help.networkRecordTitle': '共享的帳本',
  'help.networkRecordText':
    '網路是記錄誰擁有什麼的公開帳本。每個網路都有自己的加密貨幣和應用程式。',
  'help.networkFeesTitle': '以網路自己的幣支付手續費',
  'help.networkFeesText': '傳送或兌換會產生少量手續費，需以該網路的幣支付，例如以太坊上的 ETH。',
  'help.networkSwitchTitle': '需要時隨時切換',
  'help.networkSwitchText': '選擇存有你要使用之資產的網路。你可以隨時切換。',
  'help.suggestedWallets': '推薦錢包',
  'help.noWalletsTitle': '目前沒有推薦的錢包',
  'help.noWalletsText': '有下載頁面的錢包會顯示在這裡。請稍後再試。',
  'help.getName': '取得 {name}',
  'help.downloadsHint': '請從錢包自己的頁面下載，然後回到這裡連接。',
  'help.chromeStore': '瀏覽器擴充功能',
  'help.appStore': 'App Store',
  'help.playStore': 'Google Play',
  'help.homepage': '網站',
  'help.noDownloadsTitle': '沒有下載頁面',
  'help.noDownloadsText': '此錢包未提供下載頁面。請選擇其他錢包。',
  'help.opensInNewTab': '{label}（在新分頁中開啟）',
}
