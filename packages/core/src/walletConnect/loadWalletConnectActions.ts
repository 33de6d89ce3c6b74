/** Loads the WalletConnect actions and, with them, the SDK: on first pairing, restore or disconnect. */
export const loadWalletConnectActions = () => import('./walletConnectActions.js')
