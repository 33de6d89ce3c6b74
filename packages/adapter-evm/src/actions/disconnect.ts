import { settleWithin } from '@kit/core/modules/utils/settleWithin'
import type { EvmAdapterState } from '../types/adapterState.js'
import { getProvider } from './getProvider.js'

export type DisconnectParameters = { connectorId: string }

/** SPEC §9: a wallet that never answers the revoke must not hold up a disconnect. */
export const disconnectTimeout = 100

/**
 * Stops forwarding the wallet's events, then asks it to revoke the account permission
 * (`wallet_revokePermissions`), waiting at most 100 ms and ignoring any failure.
 */
export async function disconnect(
  state: EvmAdapterState,
  { connectorId }: DisconnectParameters,
): Promise<void> {
  const provider = getProvider(state, { connectorId })
  state.sessions.get(connectorId)?.close()
  if (!provider) return
  await settleWithin(
    () => provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] }),
    disconnectTimeout,
  )
}
