import type { FeatureMessages } from '../../../../../i18n/feature/defineFeatureCatalogue.js'
import type { HelpMessageKey } from '../english.js'

export const messages: FeatureMessages<HelpMessageKey> = {
  'help.walletKeysTitle': 'Ваши ключи — ваши активы',
  'help.walletKeysText':
    'Кошелёк хранит ключи к вашим монетам и коллекционным предметам. Распоряжаться ими можете только вы.',
  'help.walletSignInTitle': 'Один вход для всех приложений',
  'help.walletSignInText':
    'Подключайте кошелёк вместо того, чтобы создавать аккаунт и пароль в каждом приложении.',
  'help.walletAnywhereTitle': 'С вами в любом приложении',
  'help.walletAnywhereText':
    'Тот же кошелёк и его активы доступны в любом приложении, к которому вы его подключите.',
  'help.getWallet': 'Завести кошелёк',
  'help.networkRecordTitle': 'Общий реестр',
  'help.networkRecordText':
    'Сеть — это публичный реестр того, кому что принадлежит. У каждой сети свои монеты и приложения.',
  'help.networkFeesTitle': 'Комиссии в своей монете',
  'help.networkFeesText':
    'За отправку или обмен взимается небольшая комиссия в монете сети, например в ETH в сети Эфириум.',
  'help.networkSwitchTitle': 'Переключайтесь, когда нужно',
  'help.networkSwitchText':
    'Выберите сеть, в которой находятся нужные вам активы. Переключиться можно в любой момент.',
  'help.suggestedWallets': 'Рекомендуемые кошельки',
  'help.noWalletsTitle': 'Нет кошельков для рекомендации',
  'help.noWalletsText': 'Здесь появятся кошельки со страницей загрузки. Попробуйте позже.',
  'help.getName': 'Скачать {name}',
  'help.downloadsHint':
    'Скачайте его с одной из его собственных страниц, а затем вернитесь сюда, чтобы подключиться.',
  'help.chromeStore': 'Расширение для браузера',
  'help.appStore': 'App Store',
  'help.playStore': 'Google Play',
  'help.homepage': 'Сайт',
  'help.noDownloadsTitle': 'Нет страницы загрузки',
  'help.noDownloadsText': 'Этот кошелёк не указал страницу для загрузки. Выберите другой.',
  'help.opensInNewTab': '{label} (откроется в новой вкладке)',
}
