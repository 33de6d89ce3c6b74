// AppKit 1.7's default WalletConnect methods and events for EVM networks, in a module of their own:
// the EVM adapter proposes them and loads them before first paint, without the other namespaces'.

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

/** The wallet events a pairing follows (every namespace). */
export const defaultWalletConnectEvents: readonly string[] = ['accountsChanged', 'chainChanged']
