import type { Messages } from '../types.js'

/** French texts of the buttons and the modal. */
export const messages: Messages = {
  'button.connect': 'Connecter un portefeuille',
  'button.connecting': 'Connexion…',
  'button.selectNetwork': 'Choisir un réseau',
  'button.switchNetwork': 'Changer de réseau',

  'title.connect': 'Connecter un portefeuille',
  'title.allWallets': 'Tous les portefeuilles',
  'title.account': 'Compte',
  'title.networks': 'Choisir un réseau',
  'title.unsupportedChain': 'Changer de réseau',
  'title.wallet': 'Portefeuille',
  'header.back': 'Retour',
  'header.close': 'Fermer',
  'modal.loading': 'Chargement',

  'alert.dismiss': 'Ignorer',
  'alert.INVALID_APP_CONFIGURATION.title': 'Configuration de l’application non valide',
  'alert.INVALID_APP_CONFIGURATION.message':
    'Cette origine ne figure pas dans la liste d’autorisation du projet. Ajoutez-la dans les paramètres du projet.',
  'alert.JWT_TOKEN_NOT_VALID.title': 'Session expirée',
  'alert.JWT_TOKEN_NOT_VALID.message':
    'La session n’est pas encore valide. Vérifiez l’horloge de l’appareil et reconnectez-vous.',
  'alert.INVALID_PROJECT_ID.title': 'Configuration de l’application non valide',
  'alert.INVALID_PROJECT_ID.message': 'ID de projet non valide',
  'alert.NETWORK_NOT_FOUND.title': 'Réseau introuvable',
  'alert.NETWORK_NOT_FOUND.message':
    'Le réseau demandé n’est pas configuré dans cette application.',
  'alert.PROJECT_ID_NOT_CONFIGURED.title': 'ID de projet non configuré',
  'alert.PROJECT_ID_NOT_CONFIGURED.message':
    'Définissez `projectId` pour utiliser WalletConnect et les services hébergés. Les portefeuilles de navigateur fonctionnent toujours.',
  'alert.EMBEDDED_WALLET_TIMEOUT.title': 'Configuration de l’application non valide',
  'alert.EMBEDDED_WALLET_TIMEOUT.message':
    'Le portefeuille intégré a mis trop de temps à se charger. Vérifiez que ce domaine est autorisé.',

  'toast.transactionStarted': 'Transaction lancée',
  'toast.somethingWentWrong': 'Une erreur s’est produite',
  'toast.failedToDisconnect': 'Échec de la déconnexion',
  'toast.addressCopied': 'Adresse copiée',
  'toast.linkCopied': 'Lien copié',
  'toast.addressNotCopied': 'Impossible de copier l’adresse',
  'toast.linkNotCopied': 'Impossible de copier le lien',
  'toast.switchDeclined': 'Changement de réseau refusé',
  'toast.linkNotOpened': 'Impossible d’ouvrir ce lien de portefeuille',

  'common.somethingWentWrong': 'Une erreur s’est produite',
  'common.retry': 'Réessayer',
  'common.tryAgain': 'Réessayer',
  'common.disconnect': 'Se déconnecter',

  'connect.emptyTitle': 'Aucun portefeuille trouvé',
  'connect.emptyText': 'Installez un portefeuille de navigateur, puis rechargez cette page.',
  'connect.allWallets': 'Tous les portefeuilles',
  'legal.terms': 'Conditions d’utilisation',
  'legal.privacy': 'Politique de confidentialité',
  'legal.footerBoth':
    'En connectant votre portefeuille, vous acceptez nos {terms} et notre {privacy}',
  'legal.footerTerms': 'En connectant votre portefeuille, vous acceptez nos {terms}',
  'legal.footerPrivacy': 'En connectant votre portefeuille, vous acceptez notre {privacy}',
  'legal.checkboxBoth': 'J’accepte les {terms} et la {privacy}',
  'legal.checkboxTerms': 'J’accepte les {terms}',
  'legal.checkboxPrivacy': 'J’accepte la {privacy}',

  'wallet.unknown': 'Portefeuille inconnu',
  'wallet.yours': 'votre portefeuille',
  'wallet.certified': 'Certifié',
  'wallet.installed': 'Installé',
  'wallet.suspicious':
    'Un autre portefeuille porte le même nom. Avant de vous connecter, vérifiez qu’il s’agit bien du portefeuille que vous avez installé.',
  'wallet.list': 'Portefeuilles',
  'pill.check': 'À VÉRIFIER',
  'pill.recent': 'RÉCENT',
  'pill.qrCode': 'CODE QR',
  'pill.installed': 'INSTALLÉ',
  'pill.failed': 'ÉCHEC',
  'pill.pending': 'EN ATTENTE',
  'pill.lookalike': 'SOSIE',

  'search.label': 'Rechercher un portefeuille',
  'search.emptyTitle': 'Aucun portefeuille trouvé',
  'search.emptyText': 'Vérifiez l’orthographe ou essayez le nom complet du portefeuille.',

  'connecting.noWalletTitle': 'Aucun portefeuille sélectionné',
  'connecting.noWalletText': 'Choisissez le portefeuille à connecter.',
  'connecting.seeWallets': 'Voir les portefeuilles',
  'connecting.declined': 'Connexion refusée',
  'connecting.failed': 'Échec de la connexion',
  'connecting.declinedText': 'Vous avez refusé la demande dans votre portefeuille.',
  'connecting.continueIn': 'Continuer dans {name}',
  'connecting.accept': 'Acceptez la demande de connexion dans votre portefeuille',

  'pairing.setupFailed': 'L’appairage n’a pas pu être configuré.',
  'pairing.qrLabel': 'Code QR pour connecter un portefeuille',
  'pairing.qrLabelWallet': 'Code QR pour connecter {name}',
  'pairing.scanWith': 'Scanner avec {name}',
  'pairing.scanWithPhone': 'Scanner avec votre téléphone',
  'pairing.waiting': 'En attente de la réponse de votre portefeuille',
  'pairing.openWallet': 'Ouvrez le portefeuille pour accepter la connexion',
  'pairing.scanHint':
    'Ouvrez une application de portefeuille sur votre téléphone et scannez ce code',
  'pairing.copyLink': 'Copier le lien',
  'pairing.openApp': 'Ouvrir l’application',
  'pairing.openDesktopApp': 'Ouvrir l’application de bureau',
  'pairing.openWebApp': 'Ouvrir l’application web',
  'pairing.allWallets': 'Tous les portefeuilles',

  'account.copyAddress': 'Copier l’adresse',
  'account.unknownNetwork': 'Réseau inconnu',
  'account.tabs': 'Compte',
  'account.tokens': 'Jetons',
  'account.nfts': 'NFT',
  'account.activity': 'Activité',

  'title.switchActiveChain': 'Changer de blockchain',
  'title.connectingMultiChain': 'Choisir une blockchain',
  'namespace.eip155': 'Réseaux EVM',
  'namespace.solana': 'Solana',
  'namespace.bip122': 'Bitcoin',
  'namespace.polkadot': 'Polkadot',
  'switchChain.title': 'Passer à {name}',
  'switchChain.text':
    'Votre portefeuille connecté ne peut pas se connecter à {name}. Changez, puis connectez un portefeuille compatible.',
  'switchChain.switch': 'Changer',
  'multiChain.title': 'Choisir une blockchain pour {name}',
  'multiChain.text':
    'Ce portefeuille fonctionne sur plusieurs blockchains. Choisissez celle à connecter.',

  'networks.hint':
    'Il se peut que votre portefeuille connecté ne prenne pas en charge certains des réseaux disponibles pour cette application',
  'unsupported.text':
    'Cette application ne prend pas en charge votre réseau actuel. Passez à un réseau disponible pour continuer.',

  'tokens.unavailable': 'Solde des jetons indisponible',
  'tokens.emptyTitle': 'Aucun jeton pour l’instant',
  'tokens.emptyText': 'Les jetons que vous détenez sur ce réseau s’afficheront ici.',
  'tokens.unknown': 'Jeton inconnu',

  'nfts.unsupportedTitle': 'NFT non disponibles',
  'nfts.unsupportedText':
    'Ce réseau ne répertorie pas les NFT. Passez à un autre réseau pour voir les vôtres.',
  'nfts.unavailable': 'Impossible de charger les NFT',
  'nfts.emptyTitle': 'Aucun NFT pour l’instant',
  'nfts.emptyText': 'Les NFT que vous détenez sur ce réseau s’afficheront ici.',

  'activity.failed': 'Impossible de récupérer les transactions',
  'activity.emptyTitle': 'Aucune activité pour l’instant',
  'activity.emptyText': 'Vos transactions sur ce réseau s’afficheront ici.',
  'activity.loadMore': 'Charger plus',
  'activity.thisMonth': 'Ce mois-ci',
  'activity.sent': 'Envoyé',
  'activity.received': 'Reçu',
  'activity.minted': 'Frappé',
  'activity.approved': 'Approuvé',
  'activity.executed': 'Exécuté',
  'activity.deployed': 'Déployé',
  'activity.swapped': 'Échangé',
  'activity.transaction': 'Transaction',
  'activity.to': 'à {address}',
  'activity.from': 'de {address}',
  'activity.checkHint':
    'Transfert de valeur nulle, infime ou d’un jeton inconnu : souvent envoyé pour glisser une adresse ressemblante dans votre historique. Vérifiez l’adresse complète avant d’y envoyer des fonds.',
  'activity.lookalike':
    'Ressemble à {address}, une adresse à laquelle vous avez déjà envoyé des fonds, mais il s’agit d’une autre adresse. Vérifiez l’adresse complète avant d’y envoyer des fonds.',
  'title.siwxSignMessage': 'Se connecter',
  'siwx.title': '{name} doit se connecter à votre wallet',
  'siwx.textRequired':
    'Signez ce message pour prouver que ce wallet vous appartient et continuer. Annuler vous déconnectera.',
  'siwx.textOptional': 'Signez ce message pour prouver que ce wallet vous appartient et continuer.',
  'siwx.thisApp': 'Cette app',
  'siwx.cancel': 'Annuler',
  'siwx.cancelling': 'Annulation…',
  'siwx.sign': 'Signer',
  'siwx.signing': 'Signature…',
  'toast.siwxAuthenticating': 'Authentification...',
  'toast.siwxSignatureDeclined': 'Signature refusée',
  'toast.siwxSmartAccount': 'Cette application ne prend peut-être pas en charge les Smart Accounts',
  'toast.siwxInitFailed': 'Un problème est survenu lors du lancement de l’authentification',
  'title.connectingSiwe': 'Se connecter',
  'siwe.title': '{name} veut se connecter à votre wallet',

  'title.send': 'Envoyer',
  'title.selectToken': 'Choisir un jeton',
  'title.reviewSend': 'Vérifier l’envoi',
  'title.receive': 'Recevoir',
  'title.swap': 'Échanger',
  'title.reviewSwap': 'Vérifier l’échange',
  'title.buy': 'Acheter',
  'title.selectCurrency': 'Choisir une devise',
  'title.buyInProgress': 'Achat en cours',
  'title.purchases': 'Achats',
  'title.chooseName': 'Choisir un nom',
  'title.nameRegistered': 'Nom enregistré',
  'title.settings': 'Réglages',
  'title.activity': 'Activité',
  'title.whatIsAWallet': 'Qu’est-ce qu’un portefeuille ?',
  'title.whatIsANetwork': 'Qu’est-ce qu’un réseau ?',
  'title.getWallet': 'Obtenir un portefeuille',
  'pairing.dontHave': 'Vous n’avez pas {name} ?',
  'pairing.get': 'Obtenir',
  'feature.onramp': 'Acheter',
  'feature.swaps': 'Échanger',
  'feature.receive': 'Recevoir',
  'feature.send': 'Envoyer',
  'account.features': 'Actions du portefeuille',
  'account.settings': 'Réglages du compte',
  'activity.seeAll': 'Voir toute l’activité',
}

// The wallet features' texts in this language travel in this chunk too: one chunk per language,
// not one per feature and language (each chunk costs every bundler's loader a little).
export { messages as help } from '../../modal/features/help/messages/locales/fr.js'
export { messages as names } from '../../modal/features/names/messages/locales/fr.js'
export { messages as onramp } from '../../modal/features/onramp/messages/locales/fr.js'
export { messages as receive } from '../../modal/features/receive/messages/locales/fr.js'
export { messages as send } from '../../modal/features/send/messages/locales/fr.js'
export { messages as settings } from '../../modal/features/settings/messages/locales/fr.js'
export { messages as swap } from '../../modal/features/swap/messages/locales/fr.js'
export { messages as switchNetwork } from '../../modal/features/switchNetwork/messages/locales/fr.js'
export { messages as transactions } from '../../modal/features/transactions/messages/locales/fr.js'
