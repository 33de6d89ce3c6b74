import type { FeatureMessages } from '../../../../../i18n/feature/defineFeatureCatalogue.js'
import type { SwitchNetworkMessageKey } from '../english.js'

export const messages: FeatureMessages<SwitchNetworkMessageKey> = {
  'switchNetwork.approve': 'Keur goed in je wallet',
  'switchNetwork.approveText': 'Accepteer de overstap naar {network} in {wallet}.',
  'switchNetwork.declined': 'Overstap geweigerd',
  'switchNetwork.declinedText':
    'De wallet ondersteunt dit netwerk misschien niet, of er staat nog een ander verzoek open.',
  'switchNetwork.failed': 'De overstap is niet gelukt',
}
