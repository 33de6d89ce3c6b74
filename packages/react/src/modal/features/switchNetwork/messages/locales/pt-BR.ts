import type { FeatureMessages } from '../../../../../i18n/feature/defineFeatureCatalogue.js'
import type { SwitchNetworkMessageKey } from '../english.js'

export const messages: FeatureMessages<SwitchNetworkMessageKey> = {
  'switchNetwork.approve': 'Aprove na sua carteira',
  'switchNetwork.approveText': 'Aceite a troca para {network} em {wallet}.',
  'switchNetwork.declined': 'Troca recusada',
  'switchNetwork.declinedText':
    'A carteira pode não aceitar esta rede, ou outra solicitação ainda está aberta.',
  'switchNetwork.failed': 'Não foi possível trocar de rede',
}
