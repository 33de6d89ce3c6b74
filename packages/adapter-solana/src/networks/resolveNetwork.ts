import type { CaipNetwork } from '@kit/core'
import { solana } from '@kit/core/modules/networks/solanaNetworks'
import type { SolanaAdapterState } from '../types/adapterState.js'

/** The network a request is for: the one given, else the adapter's active one, else the app's first, else Solana mainnet. */
export function resolveNetwork(
  state: SolanaAdapterState,
  network?: CaipNetwork | undefined,
): CaipNetwork {
  return network ?? state.network ?? state.networks[0] ?? solana
}
