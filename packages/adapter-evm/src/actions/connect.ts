import type { ConnectResult } from '@kit/core'
import { establishSession } from '../connectors/establishSession.js'
import { waitForConnector } from '../connectors/waitForConnector.js'
import type { EvmAdapterState } from '../types/adapterState.js'
import { parseAccounts } from '../utils/parseAccounts.js'
import { providerRequest } from '../utils/providerRequest.js'

export type ConnectParameters = { connectorId: string }

/**
 * Asks the wallet for accounts (`eth_requestAccounts`), reads its chain and starts forwarding
 * its events. A declined prompt throws `UserRejectedRequestError`; a wallet that has not
 * announced itself within 1000 ms throws `ConnectorNotFoundError`.
 */
export async function connect(
  state: EvmAdapterState,
  { connectorId }: ConnectParameters,
): Promise<ConnectResult> {
  const entry = await waitForConnector(state.registry, connectorId)
  const accounts = parseAccounts(await providerRequest(entry.provider, 'eth_requestAccounts'))
  return establishSession(state, entry, accounts)
}
