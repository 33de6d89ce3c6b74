import type { Messages } from '../types.js'

/** Italian texts of the buttons and the modal. */
export const messages: Messages = {
  'button.connect': 'Connetti wallet',
  'button.connecting': 'Connessione…',
  'button.selectNetwork': 'Seleziona rete',
  'button.switchNetwork': 'Cambia rete',

  'title.connect': 'Connetti wallet',
  'title.allWallets': 'Tutti i wallet',
  'title.account': 'Account',
  'title.networks': 'Seleziona rete',
  'title.unsupportedChain': 'Cambia rete',
  'title.wallet': 'Wallet',
  'header.back': 'Indietro',
  'header.close': 'Chiudi',
  'modal.loading': 'Caricamento',

  'alert.dismiss': 'Ignora',
  'alert.INVALID_APP_CONFIGURATION.title': 'Configurazione dell’app non valida',
  'alert.INVALID_APP_CONFIGURATION.message':
    'Questa origine non è nell’elenco delle origini consentite del progetto. Aggiungila nelle impostazioni del progetto.',
  'alert.JWT_TOKEN_NOT_VALID.title': 'Sessione scaduta',
  'alert.JWT_TOKEN_NOT_VALID.message':
    'La sessione non è ancora valida. Controlla l’orologio del dispositivo e connettiti di nuovo.',
  'alert.INVALID_PROJECT_ID.title': 'Configurazione dell’app non valida',
  'alert.INVALID_PROJECT_ID.message': 'ID progetto non valido',
  'alert.NETWORK_NOT_FOUND.title': 'Rete non trovata',
  'alert.NETWORK_NOT_FOUND.message': 'La rete richiesta non è configurata in questa app.',
  'alert.PROJECT_ID_NOT_CONFIGURED.title': 'ID progetto non configurato',
  'alert.PROJECT_ID_NOT_CONFIGURED.message':
    'Imposta `projectId` per usare WalletConnect e i servizi ospitati. I wallet del browser funzionano comunque.',
  'alert.EMBEDDED_WALLET_TIMEOUT.title': 'Configurazione dell’app non valida',
  'alert.EMBEDDED_WALLET_TIMEOUT.message':
    'Il wallet integrato ha impiegato troppo tempo a caricarsi. Verifica che questo dominio sia consentito.',

  'toast.transactionStarted': 'Transazione avviata',
  'toast.somethingWentWrong': 'Qualcosa è andato storto',
  'toast.failedToDisconnect': 'Disconnessione non riuscita',
  'toast.addressCopied': 'Indirizzo copiato',
  'toast.linkCopied': 'Link copiato',
  'toast.addressNotCopied': 'Impossibile copiare l’indirizzo',
  'toast.linkNotCopied': 'Impossibile copiare il link',
  'toast.switchDeclined': 'Cambio di rete rifiutato',
  'toast.linkNotOpened': 'Impossibile aprire questo link del wallet',

  'common.somethingWentWrong': 'Qualcosa è andato storto',
  'common.retry': 'Riprova',
  'common.tryAgain': 'Riprova',
  'common.disconnect': 'Disconnetti',

  'connect.emptyTitle': 'Nessun wallet trovato',
  'connect.emptyText': 'Installa un wallet per browser, poi ricarica questa pagina.',
  'connect.allWallets': 'Tutti i wallet',
  'legal.terms': 'Termini di servizio',
  'legal.privacy': 'Informativa sulla privacy',
  'legal.footerBoth': 'Collegando il tuo wallet, accetti i nostri {terms} e la nostra {privacy}',
  'legal.footerTerms': 'Collegando il tuo wallet, accetti i nostri {terms}',
  'legal.footerPrivacy': 'Collegando il tuo wallet, accetti la nostra {privacy}',
  'legal.checkboxBoth': 'Accetto i {terms} e l’{privacy}',
  'legal.checkboxTerms': 'Accetto i {terms}',
  'legal.checkboxPrivacy': 'Accetto l’{privacy}',

  'wallet.unknown': 'Wallet sconosciuto',
  'wallet.yours': 'il tuo wallet',
  'wallet.certified': 'Certificato',
  'wallet.installed': 'Installato',
  'wallet.suspicious':
    'Un altro wallet usa lo stesso nome. Prima di connetterti, verifica che sia il wallet che hai installato.',
  'wallet.list': 'Wallet',
  'pill.check': 'VERIFICA',
  'pill.recent': 'RECENTE',
  'pill.qrCode': 'CODICE QR',
  'pill.installed': 'INSTALLATO',
  'pill.failed': 'NON RIUSCITA',
  'pill.pending': 'IN SOSPESO',
  'pill.lookalike': 'SOSIA',

  'search.label': 'Cerca wallet',
  'search.emptyTitle': 'Nessun wallet trovato',
  'search.emptyText': 'Controlla l’ortografia o prova con il nome completo del wallet.',

  'connecting.noWalletTitle': 'Nessun wallet selezionato',
  'connecting.noWalletText': 'Scegli il wallet con cui connetterti.',
  'connecting.seeWallets': 'Vedi i wallet',
  'connecting.declined': 'Connessione rifiutata',
  'connecting.failed': 'Connessione non riuscita',
  'connecting.declinedText': 'Hai rifiutato la richiesta nel tuo wallet.',
  'connecting.continueIn': 'Continua con {name}',
  'connecting.accept': 'Accetta la richiesta di connessione nel tuo wallet',

  'pairing.setupFailed': 'Impossibile configurare l’abbinamento.',
  'pairing.qrLabel': 'Codice QR per connettere un wallet',
  'pairing.qrLabelWallet': 'Codice QR per connettere {name}',
  'pairing.scanWith': 'Scansiona con {name}',
  'pairing.scanWithPhone': 'Scansiona con il telefono',
  'pairing.waiting': 'In attesa della risposta del tuo wallet',
  'pairing.openWallet': 'Apri il wallet per accettare la connessione',
  'pairing.scanHint': 'Apri un’app wallet sul telefono e scansiona questo codice',
  'pairing.copyLink': 'Copia link',
  'pairing.openApp': 'Apri app',
  'pairing.openDesktopApp': 'Apri app desktop',
  'pairing.openWebApp': 'Apri web app',
  'pairing.allWallets': 'Tutti i wallet',

  'account.copyAddress': 'Copia indirizzo',
  'account.unknownNetwork': 'Rete sconosciuta',
  'account.tabs': 'Account',
  'account.tokens': 'Token',
  'account.nfts': 'NFT',
  'account.activity': 'Attività',

  'title.switchActiveChain': 'Cambia blockchain',
  'title.connectingMultiChain': 'Seleziona blockchain',
  'namespace.eip155': 'Reti EVM',
  'namespace.solana': 'Solana',
  'namespace.bip122': 'Bitcoin',
  'namespace.polkadot': 'Polkadot',
  'switchChain.title': 'Passa a {name}',
  'switchChain.text':
    'Il wallet connesso non può connettersi a {name}. Cambia, poi connetti un wallet che lo supporta.',
  'switchChain.switch': 'Cambia',
  'multiChain.title': 'Seleziona la blockchain per {name}',
  'multiChain.text': 'Questo wallet funziona su più blockchain. Scegli quella da connettere.',

  'networks.hint':
    'Il wallet connesso potrebbe non supportare alcune delle reti disponibili per questa app',
  'unsupported.text':
    'Questa app non supporta la rete attuale. Passa a una rete disponibile per continuare.',

  'tokens.unavailable': 'Saldo token non disponibile',
  'tokens.emptyTitle': 'Ancora nessun token',
  'tokens.emptyText': 'I token che possiedi su questa rete verranno mostrati qui.',
  'tokens.unknown': 'Token sconosciuto',

  'nfts.unsupportedTitle': 'NFT non disponibili',
  'nfts.unsupportedText':
    'Questa rete non elenca gli NFT. Passa a un’altra rete per vedere i tuoi.',
  'nfts.unavailable': 'Impossibile caricare gli NFT',
  'nfts.emptyTitle': 'Ancora nessun NFT',
  'nfts.emptyText': 'Gli NFT che possiedi su questa rete verranno mostrati qui.',

  'activity.failed': 'Impossibile recuperare le transazioni',
  'activity.emptyTitle': 'Ancora nessuna attività',
  'activity.emptyText': 'Le tue transazioni su questa rete verranno mostrate qui.',
  'activity.loadMore': 'Carica altro',
  'activity.thisMonth': 'Questo mese',
  'activity.sent': 'Inviato',
  'activity.received': 'Ricevuto',
  'activity.minted': 'Coniato',
  'activity.approved': 'Approvato',
  'activity.executed': 'Eseguito',
  'activity.deployed': 'Distribuito',
  'activity.swapped': 'Scambiato',
  'activity.transaction': 'Transazione',
  'activity.to': 'a {address}',
  'activity.from': 'da {address}',
  'activity.checkHint':
    'Trasferimento di valore nullo, minimo o di un token sconosciuto: spesso inviato per inserire un indirizzo simile nella tua cronologia. Controlla l’indirizzo completo prima di inviarvi fondi.',
  'activity.lookalike':
    'Sembra {address}, un indirizzo a cui hai già inviato fondi, ma è un indirizzo diverso. Controlla l’indirizzo completo prima di inviarvi fondi.',
  'title.siwxSignMessage': 'Accedi',
  'siwx.title': '{name} deve connettersi al tuo wallet',
  'siwx.textRequired':
    'Firma questo messaggio per dimostrare che questo wallet è tuo e continuare. Annullando verrai disconnesso.',
  'siwx.textOptional':
    'Firma questo messaggio per dimostrare che questo wallet è tuo e continuare.',
  'siwx.thisApp': 'Questa app',
  'siwx.cancel': 'Annulla',
  'siwx.cancelling': 'Annullamento…',
  'siwx.sign': 'Firma',
  'siwx.signing': 'Firma in corso…',
  'toast.siwxAuthenticating': 'Autenticazione...',
  'toast.siwxSignatureDeclined': 'Firma rifiutata',
  'toast.siwxSmartAccount': 'Questa applicazione potrebbe non supportare gli Smart Account',
  'toast.siwxInitFailed': 'Si è verificato un problema durante l’avvio dell’autenticazione',
  'title.connectingSiwe': 'Accedi',
  'siwe.title': '{name} vuole connettersi al tuo wallet',

  'title.send': 'Invia',
  'title.selectToken': 'Seleziona token',
  'title.reviewSend': 'Controlla invio',
  'title.receive': 'Ricevi',
  'title.swap': 'Scambia',
  'title.reviewSwap': 'Controlla scambio',
  'title.buy': 'Acquista',
  'title.selectCurrency': 'Seleziona valuta',
  'title.buyInProgress': 'Acquisto in corso',
  'title.purchases': 'Acquisti',
  'title.chooseName': 'Scegli un nome',
  'title.nameRegistered': 'Nome registrato',
  'title.settings': 'Impostazioni',
  'title.activity': 'Attività',
  'title.whatIsAWallet': 'Che cos’è un wallet?',
  'title.whatIsANetwork': 'Che cos’è una rete?',
  'title.getWallet': 'Ottieni un wallet',
  'pairing.dontHave': 'Non hai {name}?',
  'pairing.get': 'Ottieni',
  'feature.onramp': 'Acquista',
  'feature.swaps': 'Scambia',
  'feature.receive': 'Ricevi',
  'feature.send': 'Invia',
  'account.features': 'Azioni del wallet',
  'account.settings': 'Impostazioni account',
  'activity.seeAll': 'Vedi tutta l’attività',
}

// The wallet features' texts in this language travel in this chunk too: one chunk per language,
// not one per feature and language (each chunk costs every bundler's loader a little).
export { messages as help } from '../../modal/features/help/messages/locales/it.js'
export { messages as names } from '../../modal/features/names/messages/locales/it.js'
export { messages as onramp } from '../../modal/features/onramp/messages/locales/it.js'
export { messages as receive } from '../../modal/features/receive/messages/locales/it.js'
export { messages as send } from '../../modal/features/send/messages/locales/it.js'
export { messages as settings } from '../../modal/features/settings/messages/locales/it.js'
export { messages as swap } from '../../modal/features/swap/messages/locales/it.js'
export { messages as switchNetwork } from '../../modal/features/switchNetwork/messages/locales/it.js'
export { messages as transactions } from '../../modal/features/transactions/messages/locales/it.js'
