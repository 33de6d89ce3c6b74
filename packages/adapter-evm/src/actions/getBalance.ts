import type { BalanceResult, CaipNetwork } from '@kit/core'
import { InvalidAddressError } from '../errors/address.js'
import { RpcUrlNotFoundError } from '../errors/request.js'
import type { EvmAdapterState } from '../types/adapterState.js'
import { formatUnits } from '../utils/formatUnits.js'
import { isAddress } from '../utils/isAddress.js'
import { parseHexQuantity } from '../utils/parseHexQuantity.js'
import { rpcRequest } from '../utils/rpcRequest.js'

export type GetBalanceParameters = { address: string; network: CaipNetwork }

/**
 * The native balance as an exact decimal string ('10000', '0.5'), read with `eth_getBalance`
 * from the network's first HTTP RPC URL. Caching and fallbacks are core's.
 */
export async function getBalance(
  state: EvmAdapterState,
  { address, network }: GetBalanceParameters,
): Promise<BalanceResult> {
  if (!isAddress(address)) throw new InvalidAddressError(address)
  const url = network.rpcUrls.default.http[0]
  if (!url) throw new RpcUrlNotFoundError(network.caipNetworkId)
  const { fetchFn, timeout } = state
  const result = await rpcRequest({
    url,
    method: 'eth_getBalance',
    params: [address, 'latest'],
    fetchFn,
    timeout,
  })
  const { decimals, symbol } = network.nativeCurrency
  return { balance: formatUnits(parseHexQuantity(result), decimals), symbol }
}
