import type { FeatureMessages } from '../../../../../i18n/feature/defineFeatureCatalogue.js'
import type { SwitchNetworkMessageKey } from '../english.js'

export const messages: FeatureMessages<SwitchNetworkMessageKey> = {
  'switchNetwork.approve': 'In deiner Wallet bestätigen',
  'switchNetwork.approveText': 'Bestätige den Wechsel zu {network} in {wallet}.',
  'switchNetwork.declined': 'Wechsel abgelehnt',
  'switchNetwork.declinedText':
    'Die Wallet unterstützt dieses Netzwerk vielleicht nicht, oder eine andere Anfrage ist noch offen.',
  'switchNetwork.failed': 'Der Wechsel hat nicht geklappt',
}
