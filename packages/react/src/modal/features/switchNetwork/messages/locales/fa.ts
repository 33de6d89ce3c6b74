import type { FeatureMessages } from '../../../../../i18n/feature/defineFeatureCatalogue.js'
import type { SwitchNetworkMessageKey } from '../english.js'

export const messages: FeatureMessages<SwitchNetworkMessageKey> = {
  'switchNetwork.approve': 'در کیف پول خود تأیید کنید',
  'switchNetwork.approveText': 'تغییر به {network} را در {wallet} بپذیرید.',
  'switchNetwork.declined': 'تغییر رد شد',
  'switchNetwork.declinedText':
    'شاید کیف پول از این شبکه پشتیبانی نکند یا درخواست دیگری هنوز باز باشد.',
  'switchNetwork.failed': 'تغییر شبکه انجام نشد',
}
