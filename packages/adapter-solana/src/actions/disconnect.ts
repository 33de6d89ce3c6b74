import { settleWithin } from '@kit/core/modules/utils/settleWithin'
import { getFeature } from '../connectors/getFeature.js'
import type { SolanaAdapterState } from '../types/adapterState.js'

/** SPEC §9: a wallet that never answers must not hold up a disconnect. */
export const disconnectTimeout = 100

/**
 * Stops following the wallet, then calls its `standard:disconnect` when it has one, waiting at
 * most 100 ms and ignoring any failure. A WalletConnect session is ended by core.
 */
export async function disconnect(
  state: SolanaAdapterState,
  { connectorId }: { connectorId: string },
): Promise<void> {
  state.sessions.get(connectorId)?.close()
  const entry = state.registry.get(connectorId)
  const feature = entry && getFeature(entry.wallet, 'standard:disconnect')
  if (typeof feature?.disconnect !== 'function') return
  await settleWithin(() => feature.disconnect(), disconnectTimeout)
}
