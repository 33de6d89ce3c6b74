import type { ConnectResult } from '@kit/core'
import { establishSession } from '../connectors/establishSession.js'
import { waitForConnector } from '../connectors/waitForConnector.js'
import type { EvmAdapterState } from '../types/adapterState.js'
import { parseAccounts } from '../utils/parseAccounts.js'
import { providerRequest } from '../utils/providerRequest.js'

export type ReconnectParameters = { connectorId: string }

/**
 * Restores a connection without a prompt (`eth_accounts`): `undefined` when the wallet no
 * longer grants access, else the same result as `connect`.
 */
export async function reconnect(
  state: EvmAdapterState,
  { connectorId }: ReconnectParameters,
): Promise<ConnectResult | undefined> {
  const entry = await waitForConnector(state.registry, connectorId)
  const accounts = parseAccounts(await providerRequest(entry.provider, 'eth_accounts'))
  if (accounts.length === 0) return undefined
  return establishSession(state, entry, accounts)
}
