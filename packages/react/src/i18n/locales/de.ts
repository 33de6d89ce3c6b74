import type { Messages } from '../types.js'

/** German texts of the buttons and the modal. */
export const messages: Messages = {
  'button.connect': 'Wallet verbinden',
  'button.connecting': 'Wird verbunden…',
  'button.selectNetwork': 'Netzwerk auswählen',
  'button.switchNetwork': 'Netzwerk wechseln',

  'title.connect': 'Wallet verbinden',
  'title.allWallets': 'Alle Wallets',
  'title.account': 'Konto',
  'title.networks': 'Netzwerk auswählen',
  'title.unsupportedChain': 'Netzwerk wechseln',
  'title.wallet': 'Wallet',
  'header.back': 'Zurück',
  'header.close': 'Schließen',
  'modal.loading': 'Wird geladen',

  'alert.dismiss': 'Ausblenden',
  'alert.INVALID_APP_CONFIGURATION.title': 'Ungültige App-Konfiguration',
  'alert.INVALID_APP_CONFIGURATION.message':
    'Dieser Origin steht nicht auf der Allowlist des Projekts. Fügen Sie ihn in den Projekteinstellungen hinzu.',
  'alert.JWT_TOKEN_NOT_VALID.title': 'Sitzung abgelaufen',
  'alert.JWT_TOKEN_NOT_VALID.message':
    'Die Sitzung ist noch nicht gültig. Prüfen Sie die Uhrzeit des Geräts und verbinden Sie sich erneut.',
  'alert.INVALID_PROJECT_ID.title': 'Ungültige App-Konfiguration',
  'alert.INVALID_PROJECT_ID.message': 'Ungültige Projekt-ID',
  'alert.NETWORK_NOT_FOUND.title': 'Netzwerk nicht gefunden',
  'alert.NETWORK_NOT_FOUND.message':
    'Das angeforderte Netzwerk ist in dieser App nicht konfiguriert.',
  'alert.PROJECT_ID_NOT_CONFIGURED.title': 'Projekt-ID nicht konfiguriert',
  'alert.PROJECT_ID_NOT_CONFIGURED.message':
    'Legen Sie `projectId` fest, um WalletConnect und gehostete Dienste zu nutzen. Browser-Wallets funktionieren weiterhin.',
  'alert.EMBEDDED_WALLET_TIMEOUT.title': 'Ungültige App-Konfiguration',
  'alert.EMBEDDED_WALLET_TIMEOUT.message':
    'Das Laden der eingebetteten Wallet hat zu lange gedauert. Prüfen Sie, ob diese Domain zugelassen ist.',

  'toast.transactionStarted': 'Transaktion gestartet',
  'toast.somethingWentWrong': 'Etwas ist schiefgelaufen',
  'toast.failedToDisconnect': 'Trennen fehlgeschlagen',
  'toast.addressCopied': 'Adresse kopiert',
  'toast.linkCopied': 'Link kopiert',
  'toast.addressNotCopied': 'Adresse konnte nicht kopiert werden',
  'toast.linkNotCopied': 'Link konnte nicht kopiert werden',
  'toast.switchDeclined': 'Netzwerkwechsel abgelehnt',
  'toast.linkNotOpened': 'Dieser Wallet-Link kann nicht geöffnet werden',

  'common.somethingWentWrong': 'Etwas ist schiefgelaufen',
  'common.retry': 'Wiederholen',
  'common.tryAgain': 'Erneut versuchen',
  'common.disconnect': 'Trennen',

  'connect.emptyTitle': 'Keine Wallet gefunden',
  'connect.emptyText': 'Installieren Sie eine Browser-Wallet und laden Sie diese Seite dann neu.',
  'connect.allWallets': 'Alle Wallets',
  'legal.terms': 'Nutzungsbedingungen',
  'legal.privacy': 'Datenschutzerklärung',
  'legal.footerBoth':
    'Mit dem Verbinden Ihrer Wallet stimmen Sie unseren {terms} und unserer {privacy} zu',
  'legal.footerTerms': 'Mit dem Verbinden Ihrer Wallet stimmen Sie unseren {terms} zu',
  'legal.footerPrivacy': 'Mit dem Verbinden Ihrer Wallet stimmen Sie unserer {privacy} zu',
  'legal.checkboxBoth': 'Ich stimme den {terms} und der {privacy} zu',
  'legal.checkboxTerms': 'Ich stimme den {terms} zu',
  'legal.checkboxPrivacy': 'Ich stimme der {privacy} zu',

  'wallet.unknown': 'Unbekannte Wallet',
  'wallet.yours': 'Ihrer Wallet',
  'wallet.certified': 'Zertifiziert',
  'wallet.installed': 'Installiert',
  'wallet.suspicious':
    'Eine andere Wallet verwendet denselben Namen. Prüfen Sie vor dem Verbinden, ob dies die Wallet ist, die Sie installiert haben.',
  'wallet.list': 'Wallets',
  'pill.check': 'PRÜFEN',
  'pill.recent': 'ZULETZT GENUTZT',
  'pill.qrCode': 'QR-CODE',
  'pill.installed': 'INSTALLIERT',
  'pill.failed': 'FEHLGESCHLAGEN',
  'pill.pending': 'AUSSTEHEND',
  'pill.lookalike': 'DOPPELGÄNGER',

  'search.label': 'Wallet suchen',
  'search.emptyTitle': 'Keine Wallet gefunden',
  'search.emptyText':
    'Prüfen Sie die Schreibweise oder versuchen Sie es mit dem vollständigen Namen der Wallet.',

  'connecting.noWalletTitle': 'Keine Wallet ausgewählt',
  'connecting.noWalletText': 'Wählen Sie die Wallet aus, mit der Sie sich verbinden möchten.',
  'connecting.seeWallets': 'Wallets anzeigen',
  'connecting.declined': 'Verbindung abgelehnt',
  'connecting.failed': 'Verbindung fehlgeschlagen',
  'connecting.declinedText': 'Sie haben die Anfrage in Ihrer Wallet abgelehnt.',
  'connecting.continueIn': 'In {name} fortfahren',
  'connecting.accept': 'Bestätigen Sie die Verbindungsanfrage in Ihrer Wallet',

  'pairing.setupFailed': 'Die Kopplung konnte nicht eingerichtet werden.',
  'pairing.qrLabel': 'QR-Code zum Verbinden einer Wallet',
  'pairing.qrLabelWallet': 'QR-Code zum Verbinden mit {name}',
  'pairing.scanWith': 'Mit {name} scannen',
  'pairing.scanWithPhone': 'Mit dem Smartphone scannen',
  'pairing.waiting': 'Warten auf die Antwort Ihrer Wallet',
  'pairing.openWallet': 'Öffnen Sie die Wallet, um die Verbindung zu bestätigen',
  'pairing.scanHint': 'Öffnen Sie eine Wallet-App auf Ihrem Smartphone und scannen Sie diesen Code',
  'pairing.copyLink': 'Link kopieren',
  'pairing.openApp': 'App öffnen',
  'pairing.openDesktopApp': 'Desktop-App öffnen',
  'pairing.openWebApp': 'Web-App öffnen',
  'pairing.allWallets': 'Alle Wallets',

  'account.copyAddress': 'Adresse kopieren',
  'account.unknownNetwork': 'Unbekanntes Netzwerk',
  'account.tabs': 'Konto',
  'account.tokens': 'Token',
  'account.nfts': 'NFTs',
  'account.activity': 'Aktivität',

  'title.switchActiveChain': 'Blockchain wechseln',
  'title.connectingMultiChain': 'Blockchain auswählen',
  'namespace.eip155': 'EVM-Netzwerke',
  'namespace.solana': 'Solana',
  'namespace.bip122': 'Bitcoin',
  'namespace.polkadot': 'Polkadot',
  'switchChain.title': 'Zu {name} wechseln',
  'switchChain.text':
    'Die verbundene Wallet kann sich nicht mit {name} verbinden. Wechseln Sie und verbinden Sie dann eine Wallet, die es unterstützt.',
  'switchChain.switch': 'Wechseln',
  'multiChain.title': 'Blockchain für {name} auswählen',
  'multiChain.text':
    'Diese Wallet unterstützt mehrere Blockchains. Wählen Sie die, mit der Sie sich verbinden möchten.',

  'networks.hint':
    'Ihre verbundene Wallet unterstützt möglicherweise nicht alle Netzwerke, die für diese App verfügbar sind',
  'unsupported.text':
    'Diese App unterstützt Ihr aktuelles Netzwerk nicht. Wechseln Sie zu einem verfügbaren Netzwerk, um fortzufahren.',

  'tokens.unavailable': 'Token-Guthaben nicht verfügbar',
  'tokens.emptyTitle': 'Noch keine Token',
  'tokens.emptyText': 'Token, die Sie in diesem Netzwerk halten, werden hier angezeigt.',
  'tokens.unknown': 'Unbekannter Token',

  'nfts.unsupportedTitle': 'NFTs nicht verfügbar',
  'nfts.unsupportedText':
    'Dieses Netzwerk listet keine NFTs. Wechseln Sie zu einem anderen Netzwerk, um Ihre zu sehen.',
  'nfts.unavailable': 'NFTs nicht abrufbar',
  'nfts.emptyTitle': 'Noch keine NFTs',
  'nfts.emptyText': 'NFTs, die Sie in diesem Netzwerk halten, werden hier angezeigt.',

  'activity.failed': 'Transaktionen konnten nicht geladen werden',
  'activity.emptyTitle': 'Noch keine Aktivität',
  'activity.emptyText': 'Ihre Transaktionen in diesem Netzwerk werden hier angezeigt.',
  'activity.loadMore': 'Mehr laden',
  'activity.thisMonth': 'Dieser Monat',
  'activity.sent': 'Gesendet',
  'activity.received': 'Empfangen',
  'activity.minted': 'Gemintet',
  'activity.approved': 'Genehmigt',
  'activity.executed': 'Ausgeführt',
  'activity.deployed': 'Bereitgestellt',
  'activity.swapped': 'Getauscht',
  'activity.transaction': 'Transaktion',
  'activity.to': 'an {address}',
  'activity.from': 'von {address}',
  'activity.checkHint':
    'Ein Transfer ohne Wert, mit Kleinstbetrag oder mit unbekanntem Token: wird oft gesendet, um eine ähnlich aussehende Adresse in Ihren Verlauf einzuschleusen. Prüfen Sie die vollständige Adresse, bevor Sie etwas an sie senden.',
  'activity.lookalike':
    'Sieht aus wie {address}, eine Adresse, an die Sie bereits gesendet haben, ist aber eine andere Adresse. Prüfen Sie die vollständige Adresse, bevor Sie etwas an sie senden.',
  'title.siwxSignMessage': 'Anmelden',
  'siwx.title': '{name} möchte sich mit Ihrer Wallet verbinden',
  'siwx.textRequired':
    'Signieren Sie diese Nachricht, um zu bestätigen, dass Ihnen diese Wallet gehört, und fortzufahren. Beim Abbrechen wird die Verbindung getrennt.',
  'siwx.textOptional':
    'Signieren Sie diese Nachricht, um zu bestätigen, dass Ihnen diese Wallet gehört, und fortzufahren.',
  'siwx.thisApp': 'Diese App',
  'siwx.cancel': 'Abbrechen',
  'siwx.cancelling': 'Wird abgebrochen…',
  'siwx.sign': 'Signieren',
  'siwx.signing': 'Wird signiert…',
  'toast.siwxAuthenticating': 'Wird authentifiziert...',
  'toast.siwxSignatureDeclined': 'Signatur abgelehnt',
  'toast.siwxSmartAccount': 'Diese Anwendung unterstützt Smart Accounts möglicherweise nicht',
  'toast.siwxInitFailed': 'Beim Starten der Authentifizierung ist ein Problem aufgetreten',
  'title.connectingSiwe': 'Anmelden',
  'siwe.title': '{name} möchte sich mit Ihrer Wallet verbinden',

  'title.send': 'Senden',
  'title.selectToken': 'Token auswählen',
  'title.reviewSend': 'Senden prüfen',
  'title.receive': 'Empfangen',
  'title.swap': 'Tauschen',
  'title.reviewSwap': 'Tausch prüfen',
  'title.buy': 'Kaufen',
  'title.selectCurrency': 'Währung auswählen',
  'title.buyInProgress': 'Kauf läuft',
  'title.purchases': 'Käufe',
  'title.chooseName': 'Namen wählen',
  'title.nameRegistered': 'Name registriert',
  'title.settings': 'Einstellungen',
  'title.activity': 'Aktivität',
  'title.whatIsAWallet': 'Was ist eine Wallet?',
  'title.whatIsANetwork': 'Was ist ein Netzwerk?',
  'title.getWallet': 'Wallet holen',
  'pairing.dontHave': '{name} noch nicht installiert?',
  'pairing.get': 'Herunterladen',
  'feature.onramp': 'Kaufen',
  'feature.swaps': 'Tauschen',
  'feature.receive': 'Empfangen',
  'feature.send': 'Senden',
  'account.features': 'Wallet-Aktionen',
  'account.settings': 'Kontoeinstellungen',
  'activity.seeAll': 'Alle Aktivitäten anzeigen',
}

// The wallet features' texts in this language travel in this chunk too: one chunk per language,
// not one per feature and language (each chunk costs every bundler's loader a little).
export { messages as help } from '../../modal/features/help/messages/locales/de.js'
export { messages as names } from '../../modal/features/names/messages/locales/de.js'
export { messages as onramp } from '../../modal/features/onramp/messages/locales/de.js'
export { messages as receive } from '../../modal/features/receive/messages/locales/de.js'
export { messages as send } from '../../modal/features/send/messages/locales/de.js'
export { messages as settings } from '../../modal/features/settings/messages/locales/de.js'
export { messages as swap } from '../../modal/features/swap/messages/locales/de.js'
export { messages as switchNetwork } from '../../modal/features/switchNetwork/messages/locales/de.js'
export { messages as transactions } from '../../modal/features/transactions/messages/locales/de.js'
