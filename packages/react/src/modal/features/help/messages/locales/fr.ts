import type { FeatureMessages } from '../../../../../i18n/feature/defineFeatureCatalogue.js'
import type { HelpMessageKey } from '../english.js'

export const messages: FeatureMessages<HelpMessageKey> = {
  'help.walletKeysTitle': 'Vos clés, vos actifs',
  'help.walletKeysText':
    'Un portefeuille garde les clés de vos cryptos et objets de collection. Personne d’autre que vous ne peut les déplacer.',
  'help.walletSignInTitle': 'Une seule connexion pour toutes les applications',
  'help.walletSignInText':
    'Connectez votre portefeuille au lieu de créer un compte et un mot de passe pour chaque application.',
  'help.walletAnywhereTitle': 'À vous, dans chaque application',
  'help.walletAnywhereText':
    'Le même portefeuille et ses actifs vous suivent dans chaque application à laquelle vous le connectez.',
  'help.getWallet': 'Obtenir un portefeuille',
  'help.networkRecordTitle': 'Un registre partagé',
  'help.networkRecordText':
    'Un réseau est un registre public de qui possède quoi. Chacun a ses propres cryptos et applications.',
  'help.networkFeesTitle': 'Des frais dans sa propre crypto',
  'help.networkFeesText':
    'Envoyer ou échanger coûte de petits frais, payés dans la crypto du réseau, comme l’ETH sur Ethereum.',
  'help.networkSwitchTitle': 'Changez quand vous voulez',
  'help.networkSwitchText':
    'Choisissez le réseau où se trouvent les actifs que vous voulez utiliser. Vous pouvez en changer à tout moment.',
  'help.suggestedWallets': 'Portefeuilles suggérés',
  'help.noWalletsTitle': 'Aucun portefeuille à suggérer',
  'help.noWalletsText':
    'Les portefeuilles qui ont une page de téléchargement apparaissent ici. Réessayez plus tard.',
  'help.getName': 'Obtenir {name}',
  'help.downloadsHint':
    'Téléchargez-le depuis l’une de ses propres pages, puis revenez ici pour le connecter.',
  'help.chromeStore': 'Extension de navigateur',
  'help.appStore': 'App Store',
  'help.playStore': 'Google Play',
  'help.homepage': 'Site web',
  'help.noDownloadsTitle': 'Aucune page de téléchargement',
  'help.noDownloadsText':
    'Ce portefeuille n’indique aucune page de téléchargement. Choisissez-en un autre.',
  'help.opensInNewTab': '{label} (s’ouvre dans un nouvel onglet)',
}
