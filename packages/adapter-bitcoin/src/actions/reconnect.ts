import type { CaipNetwork, ConnectResult } from '@kit/core'
import { waitForConnector } from '../connectors/waitForConnector.js'
import type { BitcoinAdapterState } from '../types/adapterState.js'
import { createWalletClient } from '../wallets/createWalletClient.js'
import { resolveNetwork } from './resolveNetwork.js'
import { startSession } from './startSession.js'

export type ReconnectParameters = { connectorId: string; network?: CaipNetwork | undefined }

/**
 * Restores a connection without a prompt, from the accounts the wallet still grants (Wallet
 * Standard's `accounts`, sats-connect's `wallet_getAccount`, Unisat's `getAccounts`):
 * `undefined` when it grants none, else the same result as `connect`.
 */
export async function reconnect(
  state: BitcoinAdapterState,
  { connectorId, network }: ReconnectParameters,
): Promise<ConnectResult | undefined> {
  const target = resolveNetwork(state, network)
  const { connector, source } = await waitForConnector(state.registry, connectorId)
  const client = createWalletClient(source)
  const accounts = await client.getAuthorizedAccounts()
  if (!accounts || accounts.length === 0) return undefined
  return startSession(state, {
    connectorId,
    client,
    network: target,
    accounts,
    walletInfo: { name: connector.name, icon: connector.imageUrl },
  })
}
