import type { FeatureMessages } from '../../../../../i18n/feature/defineFeatureCatalogue.js'
import type { SwitchNetworkMessageKey } from '../english.js'

export const messages: FeatureMessages<SwitchNetworkMessageKey> = {
  'switchNetwork.approve': 'Aprueba en tu billetera',
  'switchNetwork.approveText': 'Acepta el cambio a {network} en {wallet}.',
  'switchNetwork.declined': 'Cambio rechazado',
  'switchNetwork.declinedText':
    'Puede que la billetera no admita esta red o que otra solicitud siga abierta.',
  'switchNetwork.failed': 'No se pudo cambiar de red',
}
