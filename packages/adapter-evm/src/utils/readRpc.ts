import type { CaipNetwork } from '@kit/core'
import { RpcUrlNotFoundError } from '../errors/request.js'
import type { EvmAdapterState } from '../types/adapterState.js'
import { isFatalRpcError } from './isFatalRpcError.js'
import { requestWithRetry } from './requestWithRetry.js'

export type ReadRpcParameters = {
  network: CaipNetwork
  method: string
  params: readonly unknown[]
}

/**
 * The one transport for chain RPC reads (balances, fees): each of the network's HTTP RPC URLs in
 * order, each retried per SPEC §9, falling through to the next URL unless the failure is fatal
 * (SPEC §8). The last URL's failure is thrown when none answers.
 */
export async function readRpc(
  state: EvmAdapterState,
  { network, method, params }: ReadRpcParameters,
): Promise<unknown> {
  const urls = network.rpcUrls.default.http
  if (urls.length === 0) throw new RpcUrlNotFoundError(network.caipNetworkId)
  const { fetchFn, timeout, retry: policy } = state
  let failure: unknown
  for (const url of urls) {
    try {
      return await requestWithRetry({ url, method, params, fetchFn, timeout, policy })
    } catch (error) {
      if (isFatalRpcError(error)) throw error
      failure = error
    }
  }
  throw failure
}
