import type { ChainNamespace } from '../types/network.js'

/**
 * What a pairing asks a wallet to allow in a namespace that has no adapter: AppKit 1.7's defaults,
 * so a wallet approves the same session it would for an AppKit Core app.
 */
export const defaultWalletConnectMethods: Readonly<Record<ChainNamespace, readonly string[]>> = {
  eip155: [
    'eth_accounts',
    'eth_requestAccounts',
    'eth_sendRawTransaction',
    'eth_sign',
    'eth_signTransaction',
    'eth_signTypedData',
    'eth_signTypedData_v3',
    'eth_signTypedData_v4',
    'eth_sendTransaction',
    'personal_sign',
    'wallet_switchEthereumChain',
    'wallet_addEthereumChain',
    'wallet_getPermissions',
    'wallet_requestPermissions',
    'wallet_registerOnboarding',
    'wallet_watchAsset',
    'wallet_scanQRCode',
    'wallet_getCallsStatus',
    'wallet_showCallsStatus',
    'wallet_sendCalls',
    'wallet_getCapabilities',
    'wallet_grantPermissions',
    'wallet_revokePermissions',
    'wallet_getAssets',
  ],
  solana: [
    'solana_signMessage',
    'solana_signTransaction',
    'solana_requestAccounts',
    'solana_getAccounts',
    'solana_signAllTransactions',
    'solana_signAndSendTransaction',
  ],
  bip122: ['sendTransfer', 'signMessage', 'signPsbt', 'getAccountAddresses'],
  // AppKit proposes none here; these are WalletConnect's documented Polkadot methods.
  polkadot: ['polkadot_signTransaction', 'polkadot_signMessage'],
}

/** The wallet events a namespace without an adapter follows. */
export const defaultWalletConnectEvents: readonly string[] = ['accountsChanged', 'chainChanged']
