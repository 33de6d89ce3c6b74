import type { BalanceResult, CaipNetwork } from '@kit/core'
import { MethodNotSupportedError } from '@kit/core/modules/errors/adapter'
import { formatBitcoinAmount } from '../amount/formatBitcoinAmount.js'
import { getBalance as getEsploraBalance } from '../esplora/getBalance.js'
import type { BitcoinAdapterState } from '../types/adapterState.js'
import { createEsplora } from './createEsplora.js'

export type GetBalanceParameters = {
  address: string
  network: CaipNetwork
  token?: { address: string } | undefined
}

/**
 * The address's balance from the network's Esplora API, confirmed plus pending, as an exact BTC
 * decimal string (`'0.0015'`). Tokens are not Bitcoin's: with `token` it rejects.
 */
export async function getBalance(
  state: BitcoinAdapterState,
  { address, network, token }: GetBalanceParameters,
): Promise<BalanceResult> {
  if (token) throw new MethodNotSupportedError('getBalance for a token', 'bip122')
  const { total } = await getEsploraBalance(createEsplora(state, network), { address })
  return { balance: formatBitcoinAmount({ sats: total }), symbol: 'BTC' }
}
