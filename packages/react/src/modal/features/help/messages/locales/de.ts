import type { FeatureMessages } from '../../../../../i18n/feature/defineFeatureCatalogue.js'
import type { HelpMessageKey } from '../english.js'

export const messages: FeatureMessages<HelpMessageKey> = {
  'help.walletKeysTitle': 'Ihre Schlüssel, Ihre Assets',
  'help.walletKeysText':
    'Eine Wallet verwahrt die Schlüssel zu Ihren Coins und Sammlerstücken. Nur Sie können sie übertragen.',
  'help.walletSignInTitle': 'Eine Anmeldung für alle Apps',
  'help.walletSignInText':
    'Verbinden Sie Ihre Wallet, statt für jede App ein neues Konto mit Passwort anzulegen.',
  'help.walletAnywhereTitle': 'In jeder App dabei',
  'help.walletAnywhereText':
    'Dieselbe Wallet samt ihren Assets begleitet Sie in jede App, mit der Sie sie verbinden.',
  'help.getWallet': 'Wallet holen',
  'help.networkRecordTitle': 'Ein gemeinsames Register',
  'help.networkRecordText':
    'Ein Netzwerk ist ein öffentliches Register darüber, wem was gehört. Jedes hat eigene Coins und Apps.',
  'help.networkFeesTitle': 'Gebühren im eigenen Coin',
  'help.networkFeesText':
    'Senden oder Tauschen kostet eine kleine Gebühr, die im Coin des Netzwerks bezahlt wird, etwa ETH auf Ethereum.',
  'help.networkSwitchTitle': 'Wechseln, wenn nötig',
  'help.networkSwitchText':
    'Wählen Sie das Netzwerk, auf dem die Assets liegen, die Sie nutzen möchten. Sie können jederzeit wechseln.',
  'help.suggestedWallets': 'Empfohlene Wallets',
  'help.noWalletsTitle': 'Keine Wallet-Empfehlungen',
  'help.noWalletsText':
    'Wallets mit einer Download-Seite erscheinen hier. Versuchen Sie es später erneut.',
  'help.getName': '{name} herunterladen',
  'help.downloadsHint':
    'Laden Sie sie über eine ihrer eigenen Seiten herunter und kehren Sie dann zum Verbinden hierher zurück.',
  'help.chromeStore': 'Browser-Erweiterung',
  'help.appStore': 'App Store',
  'help.playStore': 'Google Play',
  'help.homepage': 'Website',
  'help.noDownloadsTitle': 'Keine Download-Seite',
  'help.noDownloadsText':
    'Diese Wallet nennt keine Seite zum Herunterladen. Wählen Sie eine andere.',
  'help.opensInNewTab': '{label} (öffnet sich in neuem Tab)',
}
