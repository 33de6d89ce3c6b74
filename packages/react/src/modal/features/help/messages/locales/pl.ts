import type { FeatureMessages } from '../../../../../i18n/feature/defineFeatureCatalogue.js'
import type { HelpMessageKey } from '../english.js'

export const messages: FeatureMessages<HelpMessageKey> = {
  'help.walletKeysTitle': 'Twoje klucze, Twoje aktywa',
  'help.walletKeysText':
    'Portfel przechowuje klucze do Twoich monet i przedmiotów kolekcjonerskich. Tylko Ty możesz je przenosić.',
  'help.walletSignInTitle': 'Jedno logowanie do wszystkich aplikacji',
  'help.walletSignInText':
    'Połącz portfel, zamiast zakładać nowe konto i hasło w każdej aplikacji.',
  'help.walletAnywhereTitle': 'Twój w każdej aplikacji',
  'help.walletAnywhereText':
    'Ten sam portfel wraz z aktywami jest z Tobą w każdej aplikacji, z którą go połączysz.',
  'help.getWallet': 'Zdobądź portfel',
  'help.networkRecordTitle': 'Wspólny rejestr',
  'help.networkRecordText':
    'Sieć to publiczny rejestr tego, kto co posiada. Każda ma własne monety i aplikacje.',
  'help.networkFeesTitle': 'Opłaty we własnej monecie',
  'help.networkFeesText':
    'Za wysłanie lub wymianę płacisz niewielką opłatę w monecie sieci, np. ETH w Ethereum.',
  'help.networkSwitchTitle': 'Przełączaj, kiedy trzeba',
  'help.networkSwitchText':
    'Wybierz sieć, w której są aktywa, których chcesz użyć. Możesz ją zmienić w dowolnej chwili.',
  'help.suggestedWallets': 'Sugerowane portfele',
  'help.noWalletsTitle': 'Brak portfeli do polecenia',
  'help.noWalletsText': 'Tu pojawią się portfele ze stroną pobierania. Spróbuj ponownie później.',
  'help.getName': 'Pobierz {name}',
  'help.downloadsHint':
    'Pobierz go z jednej z jego własnych stron, a potem wróć tutaj, aby się połączyć.',
  'help.chromeStore': 'Rozszerzenie przeglądarki',
  'help.appStore': 'App Store',
  'help.playStore': 'Google Play',
  'help.homepage': 'Strona internetowa',
  'help.noDownloadsTitle': 'Brak strony pobierania',
  'help.noDownloadsText': 'Ten portfel nie podaje strony, z której można go pobrać. Wybierz inny.',
  'help.opensInNewTab': '{label} (otwiera się w nowej karcie)',
}
