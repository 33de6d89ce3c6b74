import type { ChainNamespace } from '../types/network.js'

// What a pairing asks a wallet to allow, per namespace: AppKit 1.7's defaults, so a wallet
// approves the same session it would for an AppKit app. One constant per namespace, so an adapter
// that needs one list (the EVM adapter, before first paint) loads only that one.

export const eip155WalletConnectMethods: readonly string[] = [
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
]

export const solanaWalletConnectMethods: readonly string[] = [
  'solana_signMessage',
  'solana_signTransaction',
  'solana_requestAccounts',
  'solana_getAccounts',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
]

export const bip122WalletConnectMethods: readonly string[] = [
  'sendTransfer',
  'signMessage',
  'signPsbt',
  'getAccountAddresses',
]

/** AppKit proposes none here; these are WalletConnect's documented Polkadot methods. */
export const polkadotWalletConnectMethods: readonly string[] = [
  'polkadot_signTransaction',
  'polkadot_signMessage',
]

/** The methods a namespace without an adapter proposes. */
export function getDefaultWalletConnectMethods(namespace: ChainNamespace): readonly string[] {
  return {
    eip155: eip155WalletConnectMethods,
    solana: solanaWalletConnectMethods,
    bip122: bip122WalletConnectMethods,
    polkadot: polkadotWalletConnectMethods,
  }[namespace]
}

/** The wallet events a namespace without an adapter follows. */
export const defaultWalletConnectEvents: readonly string[] = ['accountsChanged', 'chainChanged']
