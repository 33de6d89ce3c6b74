import type { FeatureMessages } from '../../../../../i18n/feature/defineFeatureCatalogue.js'
import type { HelpMessageKey } from '../english.js'

export const messages: FeatureMessages<HelpMessageKey> = {
  'help.walletKeysTitle': 'Le tue chiavi, i tuoi asset',
  'help.walletKeysText':
    'Un wallet custodisce le chiavi delle tue monete e dei tuoi collezionabili. Solo tu puoi spostarli.',
  'help.walletSignInTitle': 'Un solo accesso per tutte le app',
  'help.walletSignInText':
    'Connetti il tuo wallet invece di creare un nuovo account e una password per ogni app.',
  'help.walletAnywhereTitle': 'Tuo in ogni app',
  'help.walletAnywhereText':
    'Lo stesso wallet, con i suoi asset, ti segue in ogni app a cui lo connetti.',
  'help.getWallet': 'Ottieni un wallet',
  'help.networkRecordTitle': 'Un registro condiviso',
  'help.networkRecordText':
    'Una rete è un registro pubblico di chi possiede cosa. Ognuna ha le sue monete e le sue app.',
  'help.networkFeesTitle': 'Commissioni nella sua moneta',
  'help.networkFeesText':
    'Inviare o scambiare costa una piccola commissione, pagata nella moneta della rete, come ETH su Ethereum.',
  'help.networkSwitchTitle': 'Cambia quando serve',
  'help.networkSwitchText':
    'Scegli la rete che contiene gli asset che vuoi usare. Puoi cambiarla in qualsiasi momento.',
  'help.suggestedWallets': 'Wallet suggeriti',
  'help.noWalletsTitle': 'Nessun wallet da suggerire',
  'help.noWalletsText': 'Qui compaiono i wallet con una pagina di download. Riprova più tardi.',
  'help.getName': 'Ottieni {name}',
  'help.downloadsHint':
    'Scaricalo da una delle sue pagine ufficiali, poi torna qui per connetterti.',
  'help.chromeStore': 'Estensione del browser',
  'help.appStore': 'App Store',
  'help.playStore': 'Google Play',
  'help.homepage': 'Sito web',
  'help.noDownloadsTitle': 'Nessuna pagina di download',
  'help.noDownloadsText':
    'Questo wallet non indica alcuna pagina da cui scaricarlo. Scegline un altro.',
  'help.opensInNewTab': '{label} (si apre in una nuova scheda)',
}
