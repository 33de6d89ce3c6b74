import type { CaipNetwork, ConnectResult } from '@kit/core'
import type { EvmAdapterState } from '../types/adapterState.js'
import { establishWalletConnectSession } from './establishWalletConnectSession.js'
import { loadWalletConnectProvider } from './loadWalletConnectProvider.js'

/** Restores a stored WalletConnect session after a reload; `undefined` when it is gone. */
export async function reconnectWalletConnect(
  state: EvmAdapterState,
  { network }: { network?: CaipNetwork | undefined } = {},
): Promise<ConnectResult | undefined> {
  const provider = await loadWalletConnectProvider(state)
  if (!provider.session) return undefined
  return establishWalletConnectSession(state, provider, network)
}
