import type { Messages } from '../types.js'

/** Spanish texts of the buttons and the modal. */
export const messages: Messages = {
  'button.connect': 'Conectar billetera',
  'button.connecting': 'Conectando…',
  'button.selectNetwork': 'Seleccionar red',
  'button.switchNetwork': 'Cambiar de red',

  'title.connect': 'Conectar billetera',
  'title.allWallets': 'Todas las billeteras',
  'title.account': 'Cuenta',
  'title.networks': 'Seleccionar red',
  'title.unsupportedChain': 'Cambiar de red',
  'title.wallet': 'Billetera',
  'header.back': 'Atrás',
  'header.close': 'Cerrar',
  'modal.loading': 'Cargando',

  'alert.dismiss': 'Descartar',
  'alert.INVALID_APP_CONFIGURATION.title': 'Configuración de la aplicación no válida',
  'alert.INVALID_APP_CONFIGURATION.message':
    'Este origen no está en la lista de permitidos del proyecto. Agrégalo en la configuración del proyecto.',
  'alert.JWT_TOKEN_NOT_VALID.title': 'Sesión expirada',
  'alert.JWT_TOKEN_NOT_VALID.message':
    'La sesión aún no es válida. Revisa el reloj del dispositivo y vuelve a conectarte.',
  'alert.INVALID_PROJECT_ID.title': 'Configuración de la aplicación no válida',
  'alert.INVALID_PROJECT_ID.message': 'ID de proyecto no válido',
  'alert.NETWORK_NOT_FOUND.title': 'Red no encontrada',
  'alert.NETWORK_NOT_FOUND.message': 'La red solicitada no está configurada en esta aplicación.',
  'alert.PROJECT_ID_NOT_CONFIGURED.title': 'ID de proyecto no configurado',
  'alert.PROJECT_ID_NOT_CONFIGURED.message':
    'Configura `projectId` para usar WalletConnect y los servicios alojados. Las billeteras del navegador siguen funcionando.',
  'alert.EMBEDDED_WALLET_TIMEOUT.title': 'Configuración de la aplicación no válida',
  'alert.EMBEDDED_WALLET_TIMEOUT.message':
    'La billetera integrada tardó demasiado en cargar. Comprueba que este dominio esté permitido.',

  'toast.transactionStarted': 'Transacción iniciada',
  'toast.somethingWentWrong': 'Algo salió mal',
  'toast.failedToDisconnect': 'No se pudo desconectar',
  'toast.addressCopied': 'Dirección copiada',
  'toast.linkCopied': 'Enlace copiado',
  'toast.addressNotCopied': 'No se pudo copiar la dirección',
  'toast.linkNotCopied': 'No se pudo copiar el enlace',
  'toast.switchDeclined': 'Cambio de red rechazado',
  'toast.linkNotOpened': 'No se puede abrir este enlace de billetera',

  'common.somethingWentWrong': 'Algo salió mal',
  'common.retry': 'Reintentar',
  'common.tryAgain': 'Intentar de nuevo',
  'common.disconnect': 'Desconectar',

  'connect.emptyTitle': 'No se encontró ninguna billetera',
  'connect.emptyText': 'Instala una billetera de navegador y luego recarga esta página.',
  'connect.allWallets': 'Todas las billeteras',
  'legal.terms': 'Términos del servicio',
  'legal.privacy': 'Política de privacidad',
  'legal.footerBoth': 'Al conectar tu billetera, aceptas nuestros {terms} y nuestra {privacy}',
  'legal.footerTerms': 'Al conectar tu billetera, aceptas nuestros {terms}',
  'legal.footerPrivacy': 'Al conectar tu billetera, aceptas nuestra {privacy}',
  'legal.checkboxBoth': 'Acepto los {terms} y la {privacy}',
  'legal.checkboxTerms': 'Acepto los {terms}',
  'legal.checkboxPrivacy': 'Acepto la {privacy}',

  'wallet.unknown': 'Billetera desconocida',
  'wallet.yours': 'tu billetera',
  'wallet.certified': 'Certificada',
  'wallet.installed': 'Instalada',
  'wallet.suspicious':
    'Otra billetera usa el mismo nombre. Antes de conectarte, comprueba que sea la billetera que instalaste.',
  'wallet.list': 'Billeteras',
  'pill.check': 'REVISAR',
  'pill.recent': 'RECIENTE',
  'pill.qrCode': 'CÓDIGO QR',
  'pill.installed': 'INSTALADA',
  'pill.failed': 'FALLIDA',
  'pill.pending': 'PENDIENTE',
  'pill.lookalike': 'IMITACIÓN',

  'search.label': 'Buscar billetera',
  'search.emptyTitle': 'No se encontró ninguna billetera',
  'search.emptyText': 'Revisa la ortografía o prueba con el nombre completo de la billetera.',

  'connecting.noWalletTitle': 'Ninguna billetera seleccionada',
  'connecting.noWalletText': 'Elige la billetera con la que quieres conectarte.',
  'connecting.seeWallets': 'Ver billeteras',
  'connecting.declined': 'Conexión rechazada',
  'connecting.failed': 'Error de conexión',
  'connecting.declinedText': 'Rechazaste la solicitud en tu billetera.',
  'connecting.continueIn': 'Continuar en {name}',
  'connecting.accept': 'Acepta la solicitud de conexión en tu billetera',

  'pairing.setupFailed': 'No se pudo configurar la vinculación.',
  'pairing.qrLabel': 'Código QR para conectar una billetera',
  'pairing.qrLabelWallet': 'Código QR para conectar {name}',
  'pairing.scanWith': 'Escanear con {name}',
  'pairing.scanWithPhone': 'Escanear con tu teléfono',
  'pairing.waiting': 'Esperando la respuesta de tu billetera',
  'pairing.openWallet': 'Abre la billetera para aceptar la conexión',
  'pairing.scanHint': 'Abre una app de billetera en tu teléfono y escanea este código',
  'pairing.copyLink': 'Copiar enlace',
  'pairing.openApp': 'Abrir app',
  'pairing.openDesktopApp': 'Abrir app de escritorio',
  'pairing.openWebApp': 'Abrir app web',
  'pairing.allWallets': 'Todas las billeteras',

  'account.copyAddress': 'Copiar dirección',
  'account.unknownNetwork': 'Red desconocida',
  'account.tabs': 'Cuenta',
  'account.tokens': 'Tokens',
  'account.nfts': 'NFT',
  'account.activity': 'Actividad',

  'title.switchActiveChain': 'Cambiar de blockchain',
  'title.connectingMultiChain': 'Seleccionar blockchain',
  'namespace.eip155': 'Redes EVM',
  'namespace.solana': 'Solana',
  'namespace.bip122': 'Bitcoin',
  'namespace.polkadot': 'Polkadot',
  'switchChain.title': 'Cambiar a {name}',
  'switchChain.text':
    'Tu billetera conectada no puede conectarse a {name}. Cambia y luego conecta una billetera compatible.',
  'switchChain.switch': 'Cambiar',
  'multiChain.title': 'Seleccionar blockchain para {name}',
  'multiChain.text': 'Esta billetera funciona en varias blockchains. Elige a cuál conectarte.',

  'networks.hint':
    'Es posible que tu billetera conectada no admita algunas de las redes disponibles en esta aplicación',
  'unsupported.text':
    'Esta aplicación no admite tu red actual. Cambia a una red disponible para continuar.',

  'tokens.unavailable': 'Saldo de tokens no disponible',
  'tokens.emptyTitle': 'Aún no hay tokens',
  'tokens.emptyText': 'Los tokens que tengas en esta red aparecerán aquí.',
  'tokens.unknown': 'Token desconocido',

  'nfts.unsupportedTitle': 'NFT no disponibles',
  'nfts.unsupportedText': 'Esta red no muestra NFT. Cambia a otra red para ver los tuyos.',
  'nfts.unavailable': 'No se pudieron cargar los NFT',
  'nfts.emptyTitle': 'Aún no hay NFT',
  'nfts.emptyText': 'Los NFT que tengas en esta red aparecerán aquí.',

  'activity.failed': 'No se pudieron obtener las transacciones',
  'activity.emptyTitle': 'Aún no hay actividad',
  'activity.emptyText': 'Tus transacciones en esta red aparecerán aquí.',
  'activity.loadMore': 'Cargar más',
  'activity.thisMonth': 'Este mes',
  'activity.sent': 'Enviado',
  'activity.received': 'Recibido',
  'activity.minted': 'Acuñado',
  'activity.approved': 'Aprobado',
  'activity.executed': 'Ejecutado',
  'activity.deployed': 'Desplegado',
  'activity.swapped': 'Intercambiado',
  'activity.transaction': 'Transacción',
  'activity.to': 'a {address}',
  'activity.from': 'de {address}',
  'activity.checkHint':
    'Transferencia de valor cero, mínima o de un token desconocido: suele enviarse para colar una dirección parecida en tu historial. Revisa la dirección completa antes de enviarle fondos.',
  'activity.lookalike':
    'Se parece a {address}, una dirección a la que ya enviaste fondos, pero es una dirección distinta. Revisa la dirección completa antes de enviarle fondos.',
  'title.siwxSignMessage': 'Iniciar sesión',
  'siwx.title': '{name} necesita conectarse a tu billetera',
  'siwx.textRequired':
    'Firma este mensaje para demostrar que eres el dueño de esta billetera y continuar. Si cancelas, se desconectará.',
  'siwx.textOptional':
    'Firma este mensaje para demostrar que eres el dueño de esta billetera y continuar.',
  'siwx.thisApp': 'Esta app',
  'siwx.cancel': 'Cancelar',
  'siwx.cancelling': 'Cancelando…',
  'siwx.sign': 'Firmar',
  'siwx.signing': 'Firmando…',
  'toast.siwxAuthenticating': 'Autenticando...',
  'toast.siwxSignatureDeclined': 'Firma rechazada',
  'toast.siwxSmartAccount': 'Es posible que esta aplicación no admita Smart Accounts',
  'toast.siwxInitFailed': 'Se produjo un problema al iniciar la autenticación',
  'title.connectingSiwe': 'Iniciar sesión',
  'siwe.title': '{name} quiere conectarse a tu billetera',

  'title.send': 'Enviar',
  'title.selectToken': 'Seleccionar token',
  'title.reviewSend': 'Revisar envío',
  'title.receive': 'Recibir',
  'title.swap': 'Intercambiar',
  'title.reviewSwap': 'Revisar intercambio',
  'title.buy': 'Comprar',
  'title.selectCurrency': 'Seleccionar moneda',
  'title.buyInProgress': 'Compra en curso',
  'title.purchases': 'Compras',
  'title.chooseName': 'Elegir nombre',
  'title.nameRegistered': 'Nombre registrado',
  'title.settings': 'Ajustes',
  'title.activity': 'Actividad',
  'title.whatIsAWallet': '¿Qué es una billetera?',
  'title.whatIsANetwork': '¿Qué es una red?',
  'title.getWallet': 'Obtener una billetera',
  'pairing.dontHave': '¿No tienes {name}?',
  'pairing.get': 'Obtener',
  'feature.onramp': 'Comprar',
  'feature.swaps': 'Intercambiar',
  'feature.receive': 'Recibir',
  'feature.send': 'Enviar',
  'account.features': 'Acciones de la billetera',
  'account.settings': 'Ajustes de la cuenta',
  'activity.seeAll': 'Ver toda la actividad',
}

// The wallet features' texts in this language travel in this chunk too: one chunk per language,
// not one per feature and language (each chunk costs every bundler's loader a little).
export { messages as help } from '../../modal/features/help/messages/locales/es.js'
export { messages as names } from '../../modal/features/names/messages/locales/es.js'
export { messages as onramp } from '../../modal/features/onramp/messages/locales/es.js'
export { messages as receive } from '../../modal/features/receive/messages/locales/es.js'
export { messages as send } from '../../modal/features/send/messages/locales/es.js'
export { messages as settings } from '../../modal/features/settings/messages/locales/es.js'
export { messages as swap } from '../../modal/features/swap/messages/locales/es.js'
export { messages as switchNetwork } from '../../modal/features/switchNetwork/messages/locales/es.js'
export { messages as transactions } from '../../modal/features/transactions/messages/locales/es.js'
