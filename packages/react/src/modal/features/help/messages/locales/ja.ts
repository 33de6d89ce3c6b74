import type { FeatureMessages } from '../../../../../i18n/feature/defineFeatureCatalogue.js'
import type { HelpMessageKey } from '../english.js'

export const messages: FeatureMessages<HelpMessageKey> = {
  'help.walletKeysTitle': '自分の鍵、自分の資産',
  'help.walletKeysText':
    'ウォレットは、コインやコレクティブルの鍵を保管します。それらを動かせるのはあなただけです。',
  'help.walletSignInTitle': 'すべてのアプリで使えるサインイン',
  'help.walletSignInText':
    'アプリごとにアカウントやパスワードを作る代わりに、ウォレットを接続します。',
  'help.walletAnywhereTitle': 'どのアプリでもあなたのもの',
  'help.walletAnywhereText': '同じウォレットとその資産を、接続したどのアプリでも使えます。',
  'help.getWallet': 'ウォレットを入手',
  'help.networkRecordTitle': 'みんなで共有する記録',
  'help.networkRecordText':
    'ネットワークは、誰が何を所有しているかを記録した公開台帳です。ネットワークごとに独自のコインとアプリがあります。',
  'help.networkFeesTitle': '手数料はそのネットワークのコインで',
  'help.networkFeesText':
    '送金やスワップには少額の手数料がかかり、そのネットワークのコイン（イーサリアムならETH）で支払います。',
  'help.networkSwitchTitle': '必要に応じて切り替え',
  'help.networkSwitchText':
    '使いたい資産があるネットワークを選んでください。いつでも切り替えられます。',
  'help.suggestedWallets': 'おすすめのウォレット',
  'help.noWalletsTitle': 'おすすめできるウォレットがありません',
  'help.noWalletsText':
    'ダウンロードページのあるウォレットがここに表示されます。しばらくしてからもう一度お試しください。',
  'help.getName': '{name}を入手',
  'help.downloadsHint': 'ウォレット自身のページからダウンロードし、ここに戻って接続してください。',
  'help.chromeStore': 'ブラウザ拡張機能',
  'help.appStore': 'App Store',
  'help.playStore': 'Google Play',
  'help.homepage': 'ウェブサイト',
  'help.noDownloadsTitle': 'ダウンロードページがありません',
  'help.noDownloadsText':
    'このウォレットにはダウンロードページが登録されていません。別のウォレットを選んでください。',
  'help.opensInNewTab': '{label}（新しいタブで開きます）',
}
