import type { FeatureMessages } from '../../../../../i18n/feature/defineFeatureCatalogue.js'
import type { HelpMessageKey } from '../english.js'

export const messages: FeatureMessages<HelpMessageKey> = {
  'help.walletKeysTitle': 'Jouw sleutels, jouw bezit',
  'help.walletKeysText':
    'Een wallet bewaart de sleutels van je coins en verzamelobjecten. Alleen jij kunt ze verplaatsen.',
  'help.walletSignInTitle': 'Eén login voor elke app',
  'help.walletSignInText':
    'Verbind je wallet in plaats van voor elke app een nieuw account en wachtwoord aan te maken.',
  'help.walletAnywhereTitle': 'Van jou, in elke app',
  'help.walletAnywhereText':
    'Dezelfde wallet en alles wat erop staat gaan mee naar elke app waarmee je hem verbindt.',
  'help.getWallet': 'Wallet downloaden',
  'help.networkRecordTitle': 'Een gedeeld register',
  'help.networkRecordText':
    'Een netwerk is een openbaar register van wie wat bezit. Elk netwerk heeft eigen coins en apps.',
  'help.networkFeesTitle': 'Kosten in een eigen coin',
  'help.networkFeesText':
    'Verzenden of wisselen kost een klein bedrag, betaald in de coin van het netwerk, zoals ETH op Ethereum.',
  'help.networkSwitchTitle': 'Wissel wanneer het nodig is',
  'help.networkSwitchText':
    'Kies het netwerk waarop staat wat je wilt gebruiken. Je kunt op elk moment wisselen.',
  'help.suggestedWallets': 'Aanbevolen wallets',
  'help.noWalletsTitle': 'Geen wallets om aan te bevelen',
  'help.noWalletsText':
    'Wallets met een downloadpagina verschijnen hier. Probeer het later opnieuw.',
  'help.getName': '{name} downloaden',
  'help.downloadsHint':
    'Download hem via een van zijn eigen pagina’s en kom daarna hier terug om verbinding te maken.',
  'help.chromeStore': 'Browserextensie',
  'help.appStore': 'App Store',
  'help.playStore': 'Google Play',
  'help.homepage': 'Website',
  'help.noDownloadsTitle': 'Geen downloadpagina',
  'help.noDownloadsText': 'Deze wallet vermeldt geen pagina om hem te downloaden. Kies een andere.',
  'help.opensInNewTab': '{label} (opent in een nieuw tabblad)',
}
