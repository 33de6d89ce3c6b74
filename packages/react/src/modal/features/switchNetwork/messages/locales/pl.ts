import type { FeatureMessages } from '../../../../../i18n/feature/defineFeatureCatalogue.js'
import type { SwitchNetworkMessageKey } from '../english.js'

export const messages: FeatureMessages<SwitchNetworkMessageKey> = {
  'switchNetwork.approve': 'Zatwierdź w portfelu',
  'switchNetwork.approveText': 'Zaakceptuj przełączenie na {network} w {wallet}.',
  'switchNetwork.declined': 'Przełączenie odrzucone',
  'switchNetwork.declinedText':
    'Portfel może nie obsługiwać tej sieci albo inne żądanie jest nadal otwarte.',
  'switchNetwork.failed': 'Nie udało się przełączyć',
}
