import type { EvmAdapterState } from '../types/adapterState.js'
import { settleWithin } from '../utils/settleWithin.js'
import { walletConnectConnectorId } from './walletConnectConnector.js'

/** How long a disconnect waits for the relay to take the session delete (SPEC §9 spirit: never hang). */
export const walletConnectDisconnectTimeout = 1_000

/** Ends the WalletConnect session on both sides: the wallet is told through the relay. */
export async function disconnectWalletConnect(state: EvmAdapterState): Promise<void> {
  state.sessions.get(walletConnectConnectorId)?.close()
  const provider = await state.walletConnect.provider?.catch(() => undefined)
  if (!provider?.session) return
  await settleWithin(() => provider.disconnect(), walletConnectDisconnectTimeout)
}
