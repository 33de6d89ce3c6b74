/** English texts of the help views; each other language has a module in `locales/`. */
export const english = {
  'help.walletKeysTitle': 'Your keys, your assets',
  'help.walletKeysText':
    'A wallet keeps the keys to your coins and collectibles. Only you can move them.',
  'help.walletSignInTitle': 'One sign-in for every app',
  'help.walletSignInText':
    'Connect your wallet instead of making a new account and password for each app.',
  'help.walletAnywhereTitle': 'Yours in every app',
  'help.walletAnywhereText':
    'The same wallet and its assets come with you to any app you connect it to.',
  'help.getWallet': 'Get a wallet',
  'help.networkRecordTitle': 'A shared record',
  'help.networkRecordText':
    'A network is a public record of who owns what. Each has its own coins and apps.',
  'help.networkFeesTitle': 'Fees in its own coin',
  'help.networkFeesText':
    'Sending or swapping costs a small fee, paid in the network’s coin, such as ETH on Ethereum.',
  'help.networkSwitchTitle': 'Switch when you need to',
  'help.networkSwitchText':
    'Choose the network that holds the assets you want to use. You can switch at any time.',
  'help.suggestedWallets': 'Suggested wallets',
  'help.noWalletsTitle': 'No wallets to suggest',
  'help.noWalletsText': 'Wallets with a download page appear here. Try again later.',
  'help.getName': 'Get {name}',
  'help.downloadsHint': 'Download it from one of its own pages, then come back here to connect.',
  'help.chromeStore': 'Browser extension',
  'help.appStore': 'App Store',
  'help.playStore': 'Google Play',
  'help.homepage': 'Website',
  'help.noDownloadsTitle': 'No download page',
  'help.noDownloadsText': 'This wallet lists no page to download it from. Choose another one.',
  'help.opensInNewTab': '{label} (opens in a new tab)',
} as const

export type HelpMessageKey = keyof typeof english
