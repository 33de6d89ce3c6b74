import type { Connector } from '@kit/core'

/** The id core and the wallet list use for WalletConnect pairings. */
export const walletConnectConnectorId = 'walletConnect'

/**
 * The WalletConnect row of the wallet list (SPEC §1: only when WalletConnect is enabled). It has
 * no image of its own: the modal draws its built-in WalletConnect icon, so none is loaded up front.
 */
export const walletConnectConnector: Connector = Object.freeze({
  id: walletConnectConnectorId,
  type: 'WALLET_CONNECT',
  name: 'WalletConnect',
  chain: 'eip155',
})
