import type { FeatureMessages } from '../../../../../i18n/feature/defineFeatureCatalogue.js'
import type { SwitchNetworkMessageKey } from '../english.js'

export const messages: FeatureMessages<SwitchNetworkMessageKey> = {
  'switchNetwork.approve': 'Approuvez dans votre portefeuille',
  'switchNetwork.approveText': 'Acceptez le passage à {network} dans {wallet}.',
  'switchNetwork.declined': 'Changement refusé',
  'switchNetwork.declinedText':
    'Le portefeuille ne prend peut-être pas en charge ce réseau, ou une autre demande est encore ouverte.',
  'switchNetwork.failed': 'Le changement n’a pas abouti',
}
