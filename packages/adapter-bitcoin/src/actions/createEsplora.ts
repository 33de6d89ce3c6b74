import type { CaipNetwork } from '@kit/core'
import { createEsploraClient, type EsploraClient } from '../esplora/createEsploraClient.js'
import type { BitcoinAdapterState } from '../types/adapterState.js'

/** An Esplora client on the network's RPC URL (a Bitcoin network's RPC is an Esplora API). */
export function createEsplora(state: BitcoinAdapterState, network: CaipNetwork): EsploraClient {
  const url = network.rpcUrls.default.http[0] ?? ''
  return createEsploraClient({ url, ...state.esplora })
}
