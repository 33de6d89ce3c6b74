import { proxy } from 'valtio/vanilla'
import type { Connector } from '../types/connector.js'
import type { ChainNamespace } from '../types/network.js'

export type ConnectorsState = {
  /** Connectors per namespace, as each adapter last reported them (before include/exclude). */
  byNamespace: Partial<Record<ChainNamespace, Connector[]>>
  /** The one WalletConnect row, when enabled and an adapter takes part; after every other. */
  walletConnect: Connector | undefined
}

export function createConnectorsStore() {
  return proxy<ConnectorsState>({ byNamespace: {}, walletConnect: undefined })
}
