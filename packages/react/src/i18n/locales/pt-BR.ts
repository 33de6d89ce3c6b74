import type { Messages } from '../types.js'

/** Brazilian Portuguese texts of the buttons and the modal. */
export const messages: Messages = {
  'button.connect': 'Conectar carteira',
  'button.connecting': 'Conectando…',
  'button.selectNetwork': 'Selecionar rede',
  'button.switchNetwork': 'Trocar de rede',

  'title.connect': 'Conectar carteira',
  'title.allWallets': 'Todas as carteiras',
  'title.account': 'Conta',
  'title.networks': 'Selecionar rede',
  'title.unsupportedChain': 'Trocar de rede',
  'title.wallet': 'Carteira',
  'header.back': 'Voltar',
  'header.close': 'Fechar',
  'modal.loading': 'Carregando',

  'alert.dismiss': 'Dispensar',
  'alert.INVALID_APP_CONFIGURATION.title': 'Configuração do app inválida',
  'alert.INVALID_APP_CONFIGURATION.message':
    'Esta origem não está na lista de permissões do projeto. Adicione-a nas configurações do projeto.',
  'alert.JWT_TOKEN_NOT_VALID.title': 'Sessão expirada',
  'alert.JWT_TOKEN_NOT_VALID.message':
    'A sessão ainda não é válida. Verifique o relógio do dispositivo e conecte-se novamente.',
  'alert.INVALID_PROJECT_ID.title': 'Configuração do app inválida',
  'alert.INVALID_PROJECT_ID.message': 'ID do projeto inválido',
  'alert.NETWORK_NOT_FOUND.title': 'Rede não encontrada',
  'alert.NETWORK_NOT_FOUND.message': 'A rede solicitada não está configurada neste app.',
  'alert.PROJECT_ID_NOT_CONFIGURED.title': 'ID do projeto não configurado',
  'alert.PROJECT_ID_NOT_CONFIGURED.message':
    'Defina `projectId` para usar o WalletConnect e os serviços hospedados. As carteiras de navegador continuam funcionando.',
  'alert.EMBEDDED_WALLET_TIMEOUT.title': 'Configuração do app inválida',
  'alert.EMBEDDED_WALLET_TIMEOUT.message':
    'A carteira incorporada demorou demais para carregar. Verifique se este domínio está permitido.',

  'toast.transactionStarted': 'Transação iniciada',
  'toast.somethingWentWrong': 'Algo deu errado',
  'toast.failedToDisconnect': 'Falha ao desconectar',
  'toast.addressCopied': 'Endereço copiado',
  'toast.linkCopied': 'Link copiado',
  'toast.addressNotCopied': 'Não foi possível copiar o endereço',
  'toast.linkNotCopied': 'Não foi possível copiar o link',
  'toast.switchDeclined': 'Troca de rede recusada',
  'toast.linkNotOpened': 'Não é possível abrir este link da carteira',

  'common.somethingWentWrong': 'Algo deu errado',
  'common.retry': 'Tentar novamente',
  'common.tryAgain': 'Tentar de novo',
  'common.disconnect': 'Desconectar',

  'connect.emptyTitle': 'Nenhuma carteira encontrada',
  'connect.emptyText': 'Instale uma carteira de navegador e recarregue esta página.',
  'connect.allWallets': 'Todas as carteiras',
  'legal.terms': 'Termos de Serviço',
  'legal.privacy': 'Política de Privacidade',
  'legal.footerBoth':
    'Ao conectar sua carteira, você concorda com nossos {terms} e nossa {privacy}',
  'legal.footerTerms': 'Ao conectar sua carteira, você concorda com nossos {terms}',
  'legal.footerPrivacy': 'Ao conectar sua carteira, você concorda com nossa {privacy}',
  'legal.checkboxBoth': 'Concordo com os {terms} e a {privacy}',
  'legal.checkboxTerms': 'Concordo com os {terms}',
  'legal.checkboxPrivacy': 'Concordo com a {privacy}',

  'wallet.unknown': 'Carteira desconhecida',
  'wallet.yours': 'sua carteira',
  'wallet.certified': 'Certificada',
  'wallet.installed': 'Instalada',
  'wallet.suspicious':
    'Outra carteira usa o mesmo nome. Antes de conectar, verifique se esta é a carteira que você instalou.',
  'wallet.list': 'Carteiras',
  'pill.check': 'VERIFICAR',
  'pill.recent': 'RECENTE',
  'pill.qrCode': 'CÓDIGO QR',
  'pill.installed': 'INSTALADA',
  'pill.failed': 'FALHOU',
  'pill.pending': 'PENDENTE',
  'pill.lookalike': 'IMITAÇÃO',

  'search.label': 'Buscar carteira',
  'search.emptyTitle': 'Nenhuma carteira encontrada',
  'search.emptyText': 'Verifique a ortografia ou tente o nome completo da carteira.',

  'connecting.noWalletTitle': 'Nenhuma carteira selecionada',
  'connecting.noWalletText': 'Escolha a carteira que você quer conectar.',
  'connecting.seeWallets': 'Ver carteiras',
  'connecting.declined': 'Conexão recusada',
  'connecting.failed': 'Falha na conexão',
  'connecting.declinedText': 'Você recusou a solicitação na sua carteira.',
  'connecting.continueIn': 'Continue em {name}',
  'connecting.accept': 'Aceite a solicitação de conexão na sua carteira',

  'pairing.setupFailed': 'Não foi possível configurar o pareamento.',
  'pairing.qrLabel': 'Código QR para conectar uma carteira',
  'pairing.qrLabelWallet': 'Código QR para conectar {name}',
  'pairing.scanWith': 'Escaneie com {name}',
  'pairing.scanWithPhone': 'Escaneie com seu celular',
  'pairing.waiting': 'Aguardando a resposta da sua carteira',
  'pairing.openWallet': 'Abra a carteira para aceitar a conexão',
  'pairing.scanHint': 'Abra um app de carteira no seu celular e escaneie este código',
  'pairing.copyLink': 'Copiar link',
  'pairing.openApp': 'Abrir app',
  'pairing.openDesktopApp': 'Abrir app para desktop',
  'pairing.openWebApp': 'Abrir app web',
  'pairing.allWallets': 'Todas as carteiras',

  'account.copyAddress': 'Copiar endereço',
  'account.unknownNetwork': 'Rede desconhecida',
  'account.tabs': 'Conta',
  'account.tokens': 'Tokens',
  'account.nfts': 'NFTs',
  'account.activity': 'Atividade',

  'title.switchActiveChain': 'Trocar de blockchain',
  'title.connectingMultiChain': 'Selecionar blockchain',
  'namespace.eip155': 'Redes EVM',
  'namespace.solana': 'Solana',
  'namespace.bip122': 'Bitcoin',
  'namespace.polkadot': 'Polkadot',
  'switchChain.title': 'Mudar para {name}',
  'switchChain.text':
    'Sua carteira conectada não consegue se conectar a {name}. Mude e depois conecte uma carteira compatível.',
  'switchChain.switch': 'Mudar',
  'multiChain.title': 'Selecionar blockchain para {name}',
  'multiChain.text': 'Esta carteira funciona em várias blockchains. Escolha a que deseja conectar.',

  'networks.hint':
    'Sua carteira conectada pode não ser compatível com algumas das redes disponíveis neste app',
  'unsupported.text':
    'Este app não é compatível com sua rede atual. Troque para uma rede disponível para continuar.',

  'tokens.unavailable': 'Saldo de tokens indisponível',
  'tokens.emptyTitle': 'Nenhum token ainda',
  'tokens.emptyText': 'Os tokens que você tem nesta rede aparecerão aqui.',
  'tokens.unknown': 'Token desconhecido',

  'nfts.unsupportedTitle': 'NFTs não disponíveis',
  'nfts.unsupportedText': 'Esta rede não lista NFTs. Troque para outra rede para ver os seus.',
  'nfts.unavailable': 'Não foi possível carregar os NFTs',
  'nfts.emptyTitle': 'Nenhum NFT ainda',
  'nfts.emptyText': 'Os NFTs que você tem nesta rede aparecerão aqui.',

  'activity.failed': 'Falha ao buscar as transações',
  'activity.emptyTitle': 'Nenhuma atividade ainda',
  'activity.emptyText': 'Suas transações nesta rede aparecerão aqui.',
  'activity.loadMore': 'Carregar mais',
  'activity.thisMonth': 'Este mês',
  'activity.sent': 'Enviado',
  'activity.received': 'Recebido',
  'activity.minted': 'Cunhado',
  'activity.approved': 'Aprovado',
  'activity.executed': 'Executado',
  'activity.deployed': 'Implantado',
  'activity.swapped': 'Trocado',
  'activity.transaction': 'Transação',
  'activity.to': 'para {address}',
  'activity.from': 'de {address}',
  'activity.checkHint':
    'Transferência de valor zero, ínfimo ou de um token desconhecido: costuma ser enviada para plantar um endereço parecido no seu histórico. Verifique o endereço completo antes de enviar algo para ele.',
  'activity.lookalike':
    'Parece {address}, um endereço para o qual você já enviou fundos, mas é um endereço diferente. Verifique o endereço completo antes de enviar algo para ele.',
  'title.siwxSignMessage': 'Entrar',
  'siwx.title': '{name} precisa se conectar à sua carteira',
  'siwx.textRequired':
    'Assine esta mensagem para provar que esta carteira é sua e continuar. Cancelar desconectará você.',
  'siwx.textOptional': 'Assine esta mensagem para provar que esta carteira é sua e continuar.',
  'siwx.thisApp': 'Este app',
  'siwx.cancel': 'Cancelar',
  'siwx.cancelling': 'Cancelando…',
  'siwx.sign': 'Assinar',
  'siwx.signing': 'Assinando…',
  'toast.siwxAuthenticating': 'Autenticando...',
  'toast.siwxSignatureDeclined': 'Assinatura recusada',
  'toast.siwxSmartAccount': 'Este aplicativo pode não oferecer suporte a Smart Accounts',
  'toast.siwxInitFailed': 'Ocorreu um problema ao iniciar a autenticação',
  'title.connectingSiwe': 'Entrar',
  'siwe.title': '{name} quer se conectar à sua carteira',

  'title.send': 'Enviar',
  'title.selectToken': 'Selecionar token',
  'title.reviewSend': 'Revisar envio',
  'title.receive': 'Receber',
  'title.swap': 'Trocar',
  'title.reviewSwap': 'Revisar troca',
  'title.buy': 'Comprar',
  'title.selectCurrency': 'Selecionar moeda',
  'title.buyInProgress': 'Compra em andamento',
  'title.purchases': 'Compras',
  'title.chooseName': 'Escolher nome',
  'title.nameRegistered': 'Nome registrado',
  'title.settings': 'Configurações',
  'title.activity': 'Atividade',
  'title.whatIsAWallet': 'O que é uma carteira?',
  'title.whatIsANetwork': 'O que é uma rede?',
  'title.getWallet': 'Obter uma carteira',
  'pairing.dontHave': 'Não tem {name}?',
  'pairing.get': 'Obter',
  'feature.onramp': 'Comprar',
  'feature.swaps': 'Trocar',
  'feature.receive': 'Receber',
  'feature.send': 'Enviar',
  'account.features': 'Ações da carteira',
  'account.settings': 'Configurações da conta',
  'activity.seeAll': 'Ver toda a atividade',
}

// The wallet features' texts in this language travel in this chunk too: one chunk per language,
// not one per feature and language (each chunk costs every bundler's loader a little).
export { messages as help } from '../../modal/features/help/messages/locales/pt-BR.js'
export { messages as names } from '../../modal/features/names/messages/locales/pt-BR.js'
export { messages as onramp } from '../../modal/features/onramp/messages/locales/pt-BR.js'
export { messages as receive } from '../../modal/features/receive/messages/locales/pt-BR.js'
export { messages as send } from '../../modal/features/send/messages/locales/pt-BR.js'
export { messages as settings } from '../../modal/features/settings/messages/locales/pt-BR.js'
export { messages as swap } from '../../modal/features/swap/messages/locales/pt-BR.js'
export { messages as switchNetwork } from '../../modal/features/switchNetwork/messages/locales/pt-BR.js'
export { messages as transactions } from '../../modal/features/transactions/messages/locales/pt-BR.js'
