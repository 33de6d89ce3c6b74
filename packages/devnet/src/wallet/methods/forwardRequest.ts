import { ChainDisconnectedError } from '../../errors/provider.js'
import { jsonRpcRequest } from '../../utils/jsonRpcRequest.js'
import type { WalletContext } from '../WalletContext.js'

/** Reads go straight to the current chain's node, as a real wallet's RPC would serve them. */
export function forwardRequest(
  { state, fetchFn }: WalletContext,
  method: string,
  params: readonly unknown[],
): Promise<unknown> {
  const { chainId } = state.get()
  const rpcUrl = state.findChain(chainId)?.rpcUrl
  if (!rpcUrl) return Promise.reject(new ChainDisconnectedError(chainId))
  return jsonRpcRequest({ url: rpcUrl, method, params, fetchFn })
}
