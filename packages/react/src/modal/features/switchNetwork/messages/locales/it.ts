import type { FeatureMessages } from '../../../../../i18n/feature/defineFeatureCatalogue.js'
import type { SwitchNetworkMessageKey } from '../english.js'

export const messages: FeatureMessages<SwitchNetworkMessageKey> = {
  'switchNetwork.approve': 'Approva nel tuo wallet',
  'switchNetwork.approveText': 'Accetta il passaggio a {network} in {wallet}.',
  'switchNetwork.declined': 'Cambio rifiutato',
  'switchNetwork.declinedText':
    'Il wallet potrebbe non supportare questa rete, oppure un’altra richiesta è ancora aperta.',
  'switchNetwork.failed': 'Il cambio non è riuscito',
}
