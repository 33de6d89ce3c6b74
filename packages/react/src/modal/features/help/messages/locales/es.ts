import type { FeatureMessages } from '../../../../../i18n/feature/defineFeatureCatalogue.js'
import type { HelpMessageKey } from '../english.js'

export const messages: FeatureMessages<HelpMessageKey> = {
  'help.walletKeysTitle': 'Tus claves, tus activos',
  'help.walletKeysText':
    'Una billetera guarda las claves de tus monedas y coleccionables. Solo tú puedes moverlos.',
  'help.walletSignInTitle': 'Un solo inicio de sesión para todas las apps',
  'help.walletSignInText':
    'Conecta tu billetera en lugar de crear una cuenta y una contraseña nuevas para cada app.',
  'help.walletAnywhereTitle': 'Tuya en cualquier app',
  'help.walletAnywhereText':
    'La misma billetera y sus activos te acompañan a cualquier app a la que la conectes.',
  'help.getWallet': 'Obtener una billetera',
  'help.networkRecordTitle': 'Un registro compartido',
  'help.networkRecordText':
    'Una red es un registro público de quién posee qué. Cada una tiene sus propias monedas y apps.',
  'help.networkFeesTitle': 'Comisiones en su propia moneda',
  'help.networkFeesText':
    'Enviar o intercambiar tiene una pequeña comisión, que se paga en la moneda de la red, como ETH en Ethereum.',
  'help.networkSwitchTitle': 'Cambia cuando lo necesites',
  'help.networkSwitchText':
    'Elige la red donde están los activos que quieres usar. Puedes cambiar en cualquier momento.',
  'help.suggestedWallets': 'Billeteras sugeridas',
  'help.noWalletsTitle': 'No hay billeteras para sugerir',
  'help.noWalletsText':
    'Aquí aparecen las billeteras con página de descarga. Vuelve a intentarlo más tarde.',
  'help.getName': 'Obtener {name}',
  'help.downloadsHint':
    'Descárgala desde una de sus propias páginas y luego vuelve aquí para conectarte.',
  'help.chromeStore': 'Extensión del navegador',
  'help.appStore': 'App Store',
  'help.playStore': 'Google Play',
  'help.homepage': 'Sitio web',
  'help.noDownloadsTitle': 'Sin página de descarga',
  'help.noDownloadsText': 'Esta billetera no indica ninguna página de descarga. Elige otra.',
  'help.opensInNewTab': '{label} (se abre en una pestaña nueva)',
}
