import type { CaipNetwork } from '@kit/core'
import type { Connection } from '@solana/web3.js'
import { getRpcUrl } from '../rpc/getRpcUrl.js'
import type { SolanaAdapterState } from '../types/adapterState.js'
import { loadWeb3 } from '../utils/loadWeb3.js'

/**
 * A web3.js `Connection` (commitment `confirmed`) to the network's RPC, made once per RPC URL:
 * what AppKit's Solana `useAppKitConnection` returns. web3.js loads on the first call.
 */
export function getConnection(
  state: SolanaAdapterState,
  { network }: { network: CaipNetwork },
): Promise<Connection> {
  const url = getRpcUrl(network)
  const cached = state.connections.get(url)
  if (cached) return cached as Promise<Connection>
  const made = loadWeb3(state).then(({ Connection }) => new Connection(url, 'confirmed'))
  state.connections.set(url, made)
  // A failed load is tried again on the next call.
  made.catch(() => state.connections.delete(url))
  return made
}
