import type { FeatureMessages } from '../../../../../i18n/feature/defineFeatureCatalogue.js'
import type { HelpMessageKey } from '../english.js'

export const messages: FeatureMessages<HelpMessageKey> = {
  'help.walletKeysTitle': 'Suas chaves, seus ativos',
  'help.walletKeysText':
    'Uma carteira guarda as chaves das suas moedas e colecionáveis. Só você pode movimentá-los.',
  'help.walletSignInTitle': 'Um só login para todos os apps',
  'help.walletSignInText':
    'Conecte sua carteira em vez de criar uma conta e uma senha novas para cada app.',
  'help.walletAnywhereTitle': 'Sua em qualquer app',
  'help.walletAnywhereText':
    'A mesma carteira e seus ativos vão com você para qualquer app em que você a conectar.',
  'help.getWallet': 'Obter uma carteira',
  'help.networkRecordTitle': 'Um registro compartilhado',
  'help.networkRecordText':
    'Uma rede é um registro público de quem possui o quê. Cada uma tem suas próprias moedas e apps.',
  'help.networkFeesTitle': 'Taxas na própria moeda',
  'help.networkFeesText':
    'Enviar ou trocar custa uma pequena taxa, paga na moeda da rede, como ETH na Ethereum.',
  'help.networkSwitchTitle': 'Troque quando precisar',
  'help.networkSwitchText':
    'Escolha a rede que tem os ativos que você quer usar. Você pode trocar a qualquer momento.',
  'help.suggestedWallets': 'Carteiras sugeridas',
  'help.noWalletsTitle': 'Nenhuma carteira para sugerir',
  'help.noWalletsText': 'Carteiras com página de download aparecem aqui. Tente de novo mais tarde.',
  'help.getName': 'Obter {name}',
  'help.downloadsHint':
    'Baixe em uma das páginas da própria carteira e depois volte aqui para conectar.',
  'help.chromeStore': 'Extensão do navegador',
  'help.appStore': 'App Store',
  'help.playStore': 'Google Play',
  'help.homepage': 'Site',
  'help.noDownloadsTitle': 'Nenhuma página de download',
  'help.noDownloadsText': 'Esta carteira não informa nenhuma página de download. Escolha outra.',
  'help.opensInNewTab': '{label} (abre em uma nova aba)',
}
