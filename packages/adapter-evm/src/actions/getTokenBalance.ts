import type { BalanceResult, CaipNetwork } from '@kit/core'
import { InvalidAddressError } from '../errors/address.js'
import { InvalidDecimalsError } from '../errors/encoding.js'
import type { EvmAdapterState } from '../types/adapterState.js'
import { decodeAbiString } from '../utils/decodeAbiString.js'
import { decodeAbiUint } from '../utils/decodeAbiUint.js'
import { formatUnits } from '../utils/formatUnits.js'
import { isAddress } from '../utils/isAddress.js'
import { readRpc } from '../utils/readRpc.js'

export type GetTokenBalanceParameters = {
  address: string
  network: CaipNetwork
  token: { address: string }
}

// ERC-20 selectors: balanceOf(address), decimals(), symbol().
const balanceOfSelector = '0x70a08231'
const decimalsSelector = '0x313ce567'
const symbolSelector = '0x95d89b41'

/**
 * An ERC-20 balance (the app's `tokens` option) as an exact decimal string with the token's own
 * symbol: `balanceOf`, `decimals` and `symbol` read with `eth_call` through the network's RPC
 * URLs, like the native balance. Every answer is untrusted and read strictly.
 */
export async function getTokenBalance(
  state: EvmAdapterState,
  { address, network, token }: GetTokenBalanceParameters,
): Promise<BalanceResult> {
  if (!isAddress(address)) throw new InvalidAddressError(address)
  if (!isAddress(token.address)) throw new InvalidAddressError(token.address)
  const call = (data: string) =>
    readRpc(state, { network, method: 'eth_call', params: [{ to: token.address, data }, 'latest'] })
  const [balance, decimals, symbol] = await Promise.all([
    call(`${balanceOfSelector}${address.slice(2).toLowerCase().padStart(64, '0')}`),
    call(decimalsSelector),
    call(symbolSelector),
  ])
  const places = decodeAbiUint(decimals)
  if (places > 77n) throw new InvalidDecimalsError(places)
  return {
    balance: formatUnits(decodeAbiUint(balance), Number(places)),
    symbol: decodeAbiString(symbol),
  }
}
