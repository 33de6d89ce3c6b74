import type { Messages } from '../types.js'

/** Dutch texts of the buttons and the modal. */
export const messages: Messages = {
  'button.connect': 'Wallet verbinden',
  'button.connecting': 'Verbinden…',
  'button.selectNetwork': 'Netwerk selecteren',
  'button.switchNetwork': 'Netwerk wisselen',

  'title.connect': 'Wallet verbinden',
  'title.allWallets': 'Alle wallets',
  'title.account': 'Account',
  'title.networks': 'Netwerk selecteren',
  'title.unsupportedChain': 'Netwerk wisselen',
  'title.wallet': 'Wallet',
  'header.back': 'Terug',
  'header.close': 'Sluiten',
  'modal.loading': 'Laden',

  'alert.dismiss': 'Negeren',
  'alert.INVALID_APP_CONFIGURATION.title': 'Ongeldige appconfiguratie',
  'alert.INVALID_APP_CONFIGURATION.message':
    'Deze origin staat niet op de lijst met toegestane origins van het project. Voeg deze toe in de projectinstellingen.',
  'alert.JWT_TOKEN_NOT_VALID.title': 'Sessie verlopen',
  'alert.JWT_TOKEN_NOT_VALID.message':
    'De sessie is nog niet geldig. Controleer de klok van het apparaat en maak opnieuw verbinding.',
  'alert.INVALID_PROJECT_ID.title': 'Ongeldige appconfiguratie',
  'alert.INVALID_PROJECT_ID.message': 'Ongeldige project-ID',
  'alert.NETWORK_NOT_FOUND.title': 'Netwerk niet gevonden',
  'alert.NETWORK_NOT_FOUND.message': 'Het gevraagde netwerk is niet geconfigureerd in deze app.',
  'alert.PROJECT_ID_NOT_CONFIGURED.title': 'Project-ID niet geconfigureerd',
  'alert.PROJECT_ID_NOT_CONFIGURED.message':
    'Stel `projectId` in om WalletConnect en gehoste services te gebruiken. Browserwallets werken nog steeds.',
  'alert.EMBEDDED_WALLET_TIMEOUT.title': 'Ongeldige appconfiguratie',
  'alert.EMBEDDED_WALLET_TIMEOUT.message':
    'Het laden van de ingesloten wallet duurde te lang. Controleer of dit domein is toegestaan.',

  'toast.transactionStarted': 'Transactie gestart',
  'toast.somethingWentWrong': 'Er is iets misgegaan',
  'toast.failedToDisconnect': 'Verbinding verbreken mislukt',
  'toast.addressCopied': 'Adres gekopieerd',
  'toast.linkCopied': 'Link gekopieerd',
  'toast.addressNotCopied': 'Kan het adres niet kopiëren',
  'toast.linkNotCopied': 'Kan de link niet kopiëren',
  'toast.switchDeclined': 'Netwerkwissel geweigerd',
  'toast.linkNotOpened': 'Deze walletlink kan niet worden geopend',

  'common.somethingWentWrong': 'Er is iets misgegaan',
  'common.retry': 'Opnieuw proberen',
  'common.tryAgain': 'Probeer het opnieuw',
  'common.disconnect': 'Verbinding verbreken',

  'connect.emptyTitle': 'Geen wallet gevonden',
  'connect.emptyText': 'Installeer een browserwallet en laad deze pagina daarna opnieuw.',
  'connect.allWallets': 'Alle wallets',
  'legal.terms': 'Servicevoorwaarden',
  'legal.privacy': 'Privacybeleid',
  'legal.footerBoth':
    'Door je wallet te verbinden, ga je akkoord met onze {terms} en ons {privacy}',
  'legal.footerTerms': 'Door je wallet te verbinden, ga je akkoord met onze {terms}',
  'legal.footerPrivacy': 'Door je wallet te verbinden, ga je akkoord met ons {privacy}',
  'legal.checkboxBoth': 'Ik ga akkoord met de {terms} en het {privacy}',
  'legal.checkboxTerms': 'Ik ga akkoord met de {terms}',
  'legal.checkboxPrivacy': 'Ik ga akkoord met het {privacy}',

  'wallet.unknown': 'Onbekende wallet',
  'wallet.yours': 'je wallet',
  'wallet.certified': 'Gecertificeerd',
  'wallet.installed': 'Geïnstalleerd',
  'wallet.suspicious':
    'Een andere wallet gebruikt dezelfde naam. Controleer voordat je verbinding maakt of dit de wallet is die je hebt geïnstalleerd.',
  'wallet.list': 'Wallets',
  'pill.check': 'CONTROLEREN',
  'pill.recent': 'RECENT',
  'pill.qrCode': 'QR-CODE',
  'pill.installed': 'GEÏNSTALLEERD',
  'pill.failed': 'MISLUKT',
  'pill.pending': 'IN AFWACHTING',
  'pill.lookalike': 'DUBBELGANGER',

  'search.label': 'Wallet zoeken',
  'search.emptyTitle': 'Geen wallet gevonden',
  'search.emptyText': 'Controleer de spelling of probeer de volledige naam van de wallet.',

  'connecting.noWalletTitle': 'Geen wallet geselecteerd',
  'connecting.noWalletText': 'Kies de wallet waarmee je verbinding wilt maken.',
  'connecting.seeWallets': 'Wallets bekijken',
  'connecting.declined': 'Verbinding geweigerd',
  'connecting.failed': 'Verbinding mislukt',
  'connecting.declinedText': 'Je hebt het verzoek in je wallet geweigerd.',
  'connecting.continueIn': 'Doorgaan in {name}',
  'connecting.accept': 'Accepteer het verbindingsverzoek in je wallet',

  'pairing.setupFailed': 'De koppeling kon niet worden ingesteld.',
  'pairing.qrLabel': 'QR-code om een wallet te verbinden',
  'pairing.qrLabelWallet': 'QR-code om {name} te verbinden',
  'pairing.scanWith': 'Scannen met {name}',
  'pairing.scanWithPhone': 'Scannen met je telefoon',
  'pairing.waiting': 'Wachten op antwoord van je wallet',
  'pairing.openWallet': 'Open de wallet om de verbinding te accepteren',
  'pairing.scanHint': 'Open een wallet-app op je telefoon en scan deze code',
  'pairing.copyLink': 'Link kopiëren',
  'pairing.openApp': 'App openen',
  'pairing.openDesktopApp': 'Desktop-app openen',
  'pairing.openWebApp': 'Web-app openen',
  'pairing.allWallets': 'Alle wallets',

  'account.copyAddress': 'Adres kopiëren',
  'account.unknownNetwork': 'Onbekend netwerk',
  'account.tabs': 'Account',
  'account.tokens': 'Tokens',
  'account.nfts': 'NFT’s',
  'account.activity': 'Activiteit',

  'title.switchActiveChain': 'Blockchain wisselen',
  'title.connectingMultiChain': 'Blockchain selecteren',
  'namespace.eip155': 'EVM-netwerken',
  'namespace.solana': 'Solana',
  'namespace.bip122': 'Bitcoin',
  'namespace.polkadot': 'Polkadot',
  'switchChain.title': 'Overschakelen naar {name}',
  'switchChain.text':
    'Je verbonden wallet kan geen verbinding maken met {name}. Schakel over en verbind dan een wallet die het ondersteunt.',
  'switchChain.switch': 'Overschakelen',
  'multiChain.title': 'Blockchain selecteren voor {name}',
  'multiChain.text':
    'Deze wallet werkt op meerdere blockchains. Kies de blockchain om mee te verbinden.',

  'networks.hint':
    'Je verbonden wallet ondersteunt mogelijk niet alle netwerken die voor deze app beschikbaar zijn',
  'unsupported.text':
    'Deze app ondersteunt je huidige netwerk niet. Schakel over naar een beschikbaar netwerk om door te gaan.',

  'tokens.unavailable': 'Tokensaldo niet beschikbaar',
  'tokens.emptyTitle': 'Nog geen tokens',
  'tokens.emptyText': 'Tokens die je op dit netwerk hebt, worden hier weergegeven.',
  'tokens.unknown': 'Onbekende token',

  'nfts.unsupportedTitle': 'NFT’s niet beschikbaar',
  'nfts.unsupportedText':
    'Dit netwerk toont geen NFT’s. Schakel over naar een ander netwerk om die van jou te zien.',
  'nfts.unavailable': 'Kan NFT’s niet laden',
  'nfts.emptyTitle': 'Nog geen NFT’s',
  'nfts.emptyText': 'NFT’s die je op dit netwerk hebt, worden hier weergegeven.',

  'activity.failed': 'Kan transacties niet ophalen',
  'activity.emptyTitle': 'Nog geen activiteit',
  'activity.emptyText': 'Je transacties op dit netwerk worden hier weergegeven.',
  'activity.loadMore': 'Meer laden',
  'activity.thisMonth': 'Deze maand',
  'activity.sent': 'Verzonden',
  'activity.received': 'Ontvangen',
  'activity.minted': 'Gemint',
  'activity.approved': 'Goedgekeurd',
  'activity.executed': 'Uitgevoerd',
  'activity.deployed': 'Geïmplementeerd',
  'activity.swapped': 'Geswapt',
  'activity.transaction': 'Transactie',
  'activity.to': 'naar {address}',
  'activity.from': 'van {address}',
  'activity.checkHint':
    'Een overdracht zonder waarde, van een piepklein bedrag of van een onbekende token: wordt vaak verstuurd om een gelijkend adres in je geschiedenis te smokkelen. Controleer het volledige adres voordat je ernaar verstuurt.',
  'activity.lookalike':
    'Lijkt op {address}, een adres waarnaar je eerder hebt verstuurd, maar is een ander adres. Controleer het volledige adres voordat je ernaar verstuurt.',
  'title.siwxSignMessage': 'Inloggen',
  'siwx.title': '{name} wil verbinding maken met je wallet',
  'siwx.textRequired':
    'Onderteken dit bericht om te bewijzen dat deze wallet van jou is en ga verder. Annuleren verbreekt de verbinding.',
  'siwx.textOptional':
    'Onderteken dit bericht om te bewijzen dat deze wallet van jou is en ga verder.',
  'siwx.thisApp': 'Deze app',
  'siwx.cancel': 'Annuleren',
  'siwx.cancelling': 'Annuleren…',
  'siwx.sign': 'Ondertekenen',
  'siwx.signing': 'Ondertekenen…',
  'toast.siwxAuthenticating': 'Authenticeren...',
  'toast.siwxSignatureDeclined': 'Handtekening geweigerd',
  'toast.siwxSmartAccount': 'Deze applicatie ondersteunt mogelijk geen smart accounts',
  'toast.siwxInitFailed': 'Er is een probleem opgetreden bij het starten van de authenticatie',
  'title.connectingSiwe': 'Inloggen',
  'siwe.title': '{name} wil verbinding maken met je wallet',

  'title.send': 'Verzenden',
  'title.selectToken': 'Token kiezen',
  'title.reviewSend': 'Verzending controleren',
  'title.receive': 'Ontvangen',
  'title.swap': 'Wisselen',
  'title.reviewSwap': 'Wissel controleren',
  'title.buy': 'Kopen',
  'title.selectCurrency': 'Valuta kiezen',
  'title.buyInProgress': 'Aankoop bezig',
  'title.purchases': 'Aankopen',
  'title.chooseName': 'Naam kiezen',
  'title.nameRegistered': 'Naam geregistreerd',
  'title.settings': 'Instellingen',
  'title.activity': 'Activiteit',
  'title.whatIsAWallet': 'Wat is een wallet?',
  'title.whatIsANetwork': 'Wat is een netwerk?',
  'title.getWallet': 'Wallet downloaden',
  'pairing.dontHave': 'Heb je {name} nog niet?',
  'pairing.get': 'Downloaden',
  'feature.onramp': 'Kopen',
  'feature.swaps': 'Wisselen',
  'feature.receive': 'Ontvangen',
  'feature.send': 'Verzenden',
  'account.features': 'Walletacties',
  'account.settings': 'Accountinstellingen',
  'activity.seeAll': 'Alle activiteit bekijken',
}

// The wallet features' texts in this language travel in this chunk too: one chunk per language,
// not one per feature and language (each chunk costs every bundler's loader a little).
export { messages as help } from '../../modal/features/help/messages/locales/nl.js'
export { messages as names } from '../../modal/features/names/messages/locales/nl.js'
export { messages as onramp } from '../../modal/features/onramp/messages/locales/nl.js'
export { messages as receive } from '../../modal/features/receive/messages/locales/nl.js'
export { messages as send } from '../../modal/features/send/messages/locales/nl.js'
export { messages as settings } from '../../modal/features/settings/messages/locales/nl.js'
export { messages as swap } from '../../modal/features/swap/messages/locales/nl.js'
export { messages as switchNetwork } from '../../modal/features/switchNetwork/messages/locales/nl.js'
export { messages as transactions } from '../../modal/features/transactions/messages/locales/nl.js'
