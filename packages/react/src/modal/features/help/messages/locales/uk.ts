import type { FeatureMessages } from '../../../../../i18n/feature/defineFeatureCatalogue.js'
import type { HelpMessageKey } from '../english.js'

export const messages: FeatureMessages<HelpMessageKey> = {
  'help.walletKeysTitle': 'Ваші ключі — ваші активи',
  'help.walletKeysText':
    'Гаманець зберігає ключі до ваших монет і колекційних предметів. Розпоряджатися ними можете лише ви.',
  'help.walletSignInTitle': 'Один вхід для всіх застосунків',
  'help.walletSignInText':
    'Підключайте гаманець замість того, щоб створювати акаунт і пароль у кожному застосунку.',
  'help.walletAnywhereTitle': 'З вами в будь-якому застосунку',
  'help.walletAnywhereText':
    'Той самий гаманець і його активи доступні в будь-якому застосунку, до якого ви його підключите.',
  'help.getWallet': 'Завести гаманець',
  'help.networkRecordTitle': 'Спільний реєстр',
  'help.networkRecordText':
    'Мережа — це публічний реєстр того, кому що належить. Кожна мережа має власні монети й застосунки.',
  'help.networkFeesTitle': 'Комісії у власній монеті',
  'help.networkFeesText':
    'За надсилання чи обмін стягується невелика комісія в монеті мережі, наприклад в ETH у мережі Ефіріум.',
  'help.networkSwitchTitle': 'Перемикайтеся, коли потрібно',
  'help.networkSwitchText':
    'Виберіть мережу, у якій є потрібні вам активи. Перемкнутися можна будь-коли.',
  'help.suggestedWallets': 'Рекомендовані гаманці',
  'help.noWalletsTitle': 'Немає гаманців для рекомендації',
  'help.noWalletsText': 'Тут з’являться гаманці зі сторінкою завантаження. Спробуйте пізніше.',
  'help.getName': 'Завантажити {name}',
  'help.downloadsHint':
    'Завантажте його з однієї з його власних сторінок, а потім поверніться сюди, щоб підключитися.',
  'help.chromeStore': 'Розширення для браузера',
  'help.appStore': 'App Store',
  'help.playStore': 'Google Play',
  'help.homepage': 'Вебсайт',
  'help.noDownloadsTitle': 'Немає сторінки завантаження',
  'help.noDownloadsText': 'Цей гаманець не вказав сторінки для завантаження. Виберіть інший.',
  'help.opensInNewTab': '{label} (відкриється в новій вкладці)',
}
