import type { FeatureMessages } from '../../../../../i18n/feature/defineFeatureCatalogue.js'
import type { SwitchNetworkMessageKey } from '../english.js'

export const messages: FeatureMessages<SwitchNetworkMessageKey> = {
  'switchNetwork.approve': 'Подтвердите в кошельке',
  'switchNetwork.approveText': 'Примите переключение на {network} в {wallet}.',
  'switchNetwork.declined': 'Переключение отклонено',
  'switchNetwork.declinedText':
    'Возможно, кошелёк не поддерживает эту сеть или другой запрос ещё открыт.',
  'switchNetwork.failed': 'Не удалось переключиться',
}
