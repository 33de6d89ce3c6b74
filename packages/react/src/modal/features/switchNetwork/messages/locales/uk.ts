import type { FeatureMessages } from '../../../../../i18n/feature/defineFeatureCatalogue.js'
import type { SwitchNetworkMessageKey } from '../english.js'

export const messages: FeatureMessages<SwitchNetworkMessageKey> = {
  'switchNetwork.approve': 'Підтвердьте в гаманці',
  'switchNetwork.approveText': 'Прийміть перемикання на {network} у {wallet}.',
  'switchNetwork.declined': 'Перемикання відхилено',
  'switchNetwork.declinedText':
    'Можливо, гаманець не підтримує цю мережу або інший запит ще відкритий.',
  'switchNetwork.failed': 'Не вдалося перемкнутися',
}
