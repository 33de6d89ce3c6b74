/**
 * English texts of the modal; they ship with the modal's code. Keys name where a text shows;
 * `{name}` marks a value filled in at run time. The texts of SPEC §8 are exact.
 */
export const modalMessages = {
  'title.connect': 'Connect Wallet',
  'title.allWallets': 'All Wallets',
  'title.account': 'Account',
  'title.networks': 'Select network',
  'title.unsupportedChain': 'Switch Network',
  'title.wallet': 'Wallet',
  'header.back': 'Back',
  'header.close': 'Close',
  'modal.loading': 'Loading',

  'alert.dismiss': 'Dismiss',
  'alert.INVALID_APP_CONFIGURATION.title': 'Invalid App Configuration',
  'alert.INVALID_APP_CONFIGURATION.message':
    'This origin is not on the project allowlist. Add it to the project settings.',
  'alert.JWT_TOKEN_NOT_VALID.title': 'Session Expired',
  'alert.JWT_TOKEN_NOT_VALID.message':
    'The session is not valid yet. Check the device clock and connect again.',
  'alert.INVALID_PROJECT_ID.title': 'Invalid App Configuration',
  'alert.INVALID_PROJECT_ID.message': 'Invalid Project ID',
  'alert.NETWORK_NOT_FOUND.title': 'Network Not Found',
  'alert.NETWORK_NOT_FOUND.message': 'The requested network is not configured in this app.',
  'alert.PROJECT_ID_NOT_CONFIGURED.title': 'Project ID Not Configured',
  'alert.PROJECT_ID_NOT_CONFIGURED.message':
    'Set `projectId` to use WalletConnect and hosted services. Browser wallets still work.',
  'alert.EMBEDDED_WALLET_TIMEOUT.title': 'Invalid App Configuration',
  'alert.EMBEDDED_WALLET_TIMEOUT.message':
    'The embedded wallet took too long to load. Check that this domain is allowed.',

  'toast.transactionStarted': 'Transaction started',
  'toast.somethingWentWrong': 'Something went wrong',
  'toast.failedToDisconnect': 'Failed to disconnect',
  'toast.addressCopied': 'Address copied',
  'toast.linkCopied': 'Link copied',
  'toast.addressNotCopied': 'Could not copy the address',
  'toast.linkNotCopied': 'Could not copy the link',
  'toast.switchDeclined': 'Switch declined',
  'toast.linkNotOpened': 'This wallet link cannot be opened',

  'common.somethingWentWrong': 'Something went wrong',
  'common.retry': 'Retry',
  'common.tryAgain': 'Try again',
  'common.disconnect': 'Disconnect',

  'connect.emptyTitle': 'No wallet found',
  'connect.emptyText': 'Install a browser wallet, then reload this page.',
  'connect.allWallets': 'All Wallets',
  'legal.terms': 'Terms of Service',
  'legal.privacy': 'Privacy Policy',
  'legal.footerBoth': 'By connecting your wallet, you agree to our {terms} and {privacy}',
  'legal.footerTerms': 'By connecting your wallet, you agree to our {terms}',
  'legal.footerPrivacy': 'By connecting your wallet, you agree to our {privacy}',
  'legal.checkboxBoth': 'I agree to our {terms} and {privacy}',
  'legal.checkboxTerms': 'I agree to our {terms}',
  'legal.checkboxPrivacy': 'I agree to our {privacy}',

  'wallet.unknown': 'Unknown wallet',
  'wallet.yours': 'your wallet',
  'wallet.certified': 'Certified',
  'wallet.installed': 'Installed',
  'wallet.suspicious':
    'Another wallet uses the same name. Check that this is the wallet you installed before connecting.',
  'wallet.list': 'Wallets',
  'pill.check': 'CHECK',
  'pill.recent': 'RECENT',
  'pill.qrCode': 'QR CODE',
  'pill.installed': 'INSTALLED',
  'pill.failed': 'FAILED',
  'pill.pending': 'PENDING',
  'pill.lookalike': 'LOOKALIKE',

  'search.label': 'Search wallet',
  'search.emptyTitle': 'No wallet found',
  'search.emptyText': "Check the spelling, or try the wallet's full name.",

  'connecting.noWalletTitle': 'No wallet selected',
  'connecting.noWalletText': 'Pick the wallet to connect with.',
  'connecting.seeWallets': 'See wallets',
  'connecting.declined': 'Connection declined',
  'connecting.failed': 'Connection failed',
  'connecting.declinedText': 'You declined the request in your wallet.',
  'connecting.continueIn': 'Continue in {name}',
  'connecting.accept': 'Accept the connection request in your wallet',

  'pairing.setupFailed': 'The pairing could not be set up.',
  'pairing.qrLabel': 'QR code to connect a wallet',
  'pairing.qrLabelWallet': 'QR code to connect {name}',
  'pairing.scanWith': 'Scan with {name}',
  'pairing.scanWithPhone': 'Scan with your phone',
  'pairing.waiting': 'Waiting for your wallet to answer',
  'pairing.openWallet': 'Open the wallet to accept the connection',
  'pairing.scanHint': 'Open a wallet app on your phone and scan this code',
  'pairing.copyLink': 'Copy link',
  'pairing.openApp': 'Open app',
  'pairing.openDesktopApp': 'Open desktop app',
  'pairing.openWebApp': 'Open web app',
  'pairing.allWallets': 'All wallets',

  'account.copyAddress': 'Copy address',
  'account.unknownNetwork': 'Unknown network',
  'account.tabs': 'Account',
  'account.tokens': 'Tokens',
  'account.nfts': 'NFTs',
  'account.activity': 'Activity',

  'title.switchActiveChain': 'Switch Chain',
  'title.connectingMultiChain': 'Select Chain',
  'namespace.eip155': 'EVM Networks',
  'namespace.solana': 'Solana',
  'namespace.bip122': 'Bitcoin',
  'namespace.polkadot': 'Polkadot',
  'switchChain.title': 'Switch to {name}',
  'switchChain.text':
    'The connected wallet can’t connect to {name}. Switch, then connect a wallet that supports it.',
  'switchChain.switch': 'Switch',
  'multiChain.title': 'Select chain for {name}',
  'multiChain.text': 'This wallet works on several chains. Pick the one to connect.',

  'networks.hint':
    'Your connected wallet may not support some of the networks available for this app',
  'unsupported.text':
    'This app doesn’t support your current network. Switch to an available option to continue.',

  'tokens.unavailable': 'Token Balance Unavailable',
  'tokens.emptyTitle': 'No tokens yet',
  'tokens.emptyText': 'Tokens you hold on this network will show here.',
  'tokens.unknown': 'Unknown token',

  'nfts.unsupportedTitle': 'NFTs not available',
  'nfts.unsupportedText':
    'This network does not list NFTs. Switch to another network to see yours.',
  'nfts.unavailable': 'NFTs unavailable',
  'nfts.emptyTitle': 'No NFTs yet',
  'nfts.emptyText': 'NFTs you hold on this network will show here.',

  'activity.failed': 'Failed to fetch transactions',
  'activity.emptyTitle': 'No activity yet',
  'activity.emptyText': 'Your transactions on this network will show here.',
  'activity.loadMore': 'Load more',
  'activity.thisMonth': 'This month',
  'activity.sent': 'Sent',
  'activity.received': 'Received',
  'activity.minted': 'Minted',
  'activity.approved': 'Approved',
  'activity.executed': 'Executed',
  'activity.deployed': 'Deployed',
  'activity.swapped': 'Swapped',
  'activity.transaction': 'Transaction',
  'activity.to': 'to {address}',
  'activity.from': 'from {address}',
  'activity.checkHint':
    'A zero-value, tiny or unknown-token transfer: often sent to plant a lookalike address in your history. Check the full address before sending to it.',
  'activity.lookalike':
    'Looks like {address}, an address you sent to before, but is a different address. Check the full address before sending to it.',
} as const
