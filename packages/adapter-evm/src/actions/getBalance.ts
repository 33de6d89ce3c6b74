import type { BalanceResult, CaipNetwork } from '@kit/core'
import { InvalidAddressError } from '../errors/address.js'
import type { EvmAdapterState } from '../types/adapterState.js'
import { formatUnits } from '../utils/formatUnits.js'
import { isAddress } from '../utils/isAddress.js'
import { parseHexQuantity } from '../utils/parseHexQuantity.js'
import { readRpc } from '../utils/readRpc.js'
import { getTokenBalance } from './getTokenBalance.js'

export type GetBalanceParameters = {
  address: string
  network: CaipNetwork
  /** The app's token for this network (`tokens`): its balance is read instead. */
  token?: { address: string } | undefined
}

/**
 * The native balance as an exact decimal string ('10000', '0.5'), read with `eth_getBalance`
 * through the network's HTTP RPC URLs (retried, each falling through to the next). Caching and
 * the 0.00 fallback are core's. This module loads with the adapter's wallet actions (after
 * connect), never before first paint. With `token`, that ERC-20's balance (`getTokenBalance`).
 */
export async function getBalance(
  state: EvmAdapterState,
  { address, network, token }: GetBalanceParameters,
): Promise<BalanceResult> {
  if (token) return getTokenBalance(state, { address, network, token })
  if (!isAddress(address)) throw new InvalidAddressError(address)
  const result = await readRpc(state, {
    network,
    method: 'eth_getBalance',
    params: [address, 'latest'],
  })
  const { decimals, symbol } = network.nativeCurrency
  return { balance: formatUnits(parseHexQuantity(result), decimals), symbol }
}
