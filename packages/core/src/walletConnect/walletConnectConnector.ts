import type { Connector } from '../types/connector.js'
import type { ChainNamespace } from '../types/network.js'

/** The id of the one WalletConnect connector, whatever namespaces its session carries. */
export const walletConnectConnectorId = 'walletConnect'

/**
 * The WalletConnect row of the wallet list (SPEC §1: only when WalletConnect is enabled). It has
 * no image of its own: the modal draws its built-in WalletConnect icon, so none is loaded up front.
 * `chain` is the namespace it is listed under; one pairing proposes every namespace.
 */
export function createWalletConnectConnector(chain: ChainNamespace): Connector {
  return Object.freeze({
    id: walletConnectConnectorId,
    type: 'WALLET_CONNECT',
    name: 'WalletConnect',
    chain,
  })
}
