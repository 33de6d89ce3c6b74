import type { TokenBalance } from '@kit/blockchain-api'
import { formatUnits } from 'viem'
import { tokenIconUrl } from '../tokens/tokenIconUrl.js'
import { usdValue } from '../tokens/usdValue.js'
import type { BitcoinServedChain } from './BitcoinServedChain.js'

/**
 * The BTC balance of `address`: the sum of its unspent outputs (Esplora's UTXO set, confirmed
 * and in the mempool, less what mempool transactions spend).
 */
export async function readBitcoinBalances(
  chain: BitcoinServedChain,
  address: string,
  baseUrl: string,
): Promise<TokenBalance[]> {
  const utxos = (await chain.get(`/address/${address}/utxo`)) as { value: number }[]
  const sats = utxos.reduce((sum, utxo) => sum + BigInt(utxo.value), 0n)
  const numeric = formatUnits(sats, chain.native.decimals)
  return [
    {
      name: chain.native.name,
      symbol: chain.native.symbol,
      chainId: chain.caip2,
      value: usdValue(numeric, chain.native.price),
      price: chain.native.price,
      quantity: { decimals: chain.native.decimals, numeric },
      iconUrl: tokenIconUrl(baseUrl, chain.native.symbol),
    },
  ]
}
