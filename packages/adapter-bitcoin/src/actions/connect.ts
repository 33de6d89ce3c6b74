import type { CaipNetwork, ConnectResult } from '@kit/core'
import { waitForConnector } from '../connectors/waitForConnector.js'
import type { BitcoinAdapterState } from '../types/adapterState.js'
import { createWalletClient } from '../wallets/createWalletClient.js'
import { resolveNetwork } from './resolveNetwork.js'
import { startSession } from './startSession.js'

export type ConnectParameters = {
  connectorId: string
  network: CaipNetwork | undefined
  signal?: AbortSignal | undefined
}

/**
 * Asks the wallet for its payment and ordinals accounts, checks them against the network and
 * starts following its events. A declined prompt throws `UserRejectedRequestError`, accounts of
 * another network `WalletNetworkMismatchError`, a wallet not found within 1000 ms
 * `ConnectorNotFoundError`.
 */
export async function connect(
  state: BitcoinAdapterState,
  { connectorId, network, signal }: ConnectParameters,
): Promise<ConnectResult> {
  const target = resolveNetwork(state, network)
  const { connector, source } = await waitForConnector(state.registry, connectorId)
  const client = createWalletClient(source)
  const accounts = await client.connect({ caipNetworkId: target.caipNetworkId })
  signal?.throwIfAborted()
  return startSession(state, {
    connectorId,
    client,
    network: target,
    accounts,
    walletInfo: { name: connector.name, icon: connector.imageUrl },
  })
}
