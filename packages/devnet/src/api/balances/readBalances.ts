import type { TokenBalance } from '@kit/blockchain-api'
import { type Address, formatUnits } from 'viem'
import type { ServedChain } from '../ServedChain.js'
import { tokenIconUrl } from '../tokens/tokenIconUrl.js'
import { usdValue } from '../tokens/usdValue.js'
import { readTokenBalance } from './readTokenBalance.js'

/**
 * The balances of `address` on one chain, read from the node: the native currency (always) and
 * every local ERC-20 it holds (testnets: native only).
 */
export async function readBalances(
  chain: ServedChain,
  address: Address,
  baseUrl: string,
): Promise<TokenBalance[]> {
  const tokens = chain.config.testnet ? [] : chain.tokens
  const [native, ...amounts] = await Promise.all([
    chain.call('eth_getBalance', [address, 'latest']).then((hex) => BigInt(hex as string)),
    ...tokens.map((token) => readTokenBalance(chain, token.address, address)),
  ])
  const nativeNumeric = formatUnits(native ?? 0n, chain.native.decimals)
  const balances: TokenBalance[] = [
    {
      name: chain.native.name,
      symbol: chain.native.symbol,
      chainId: chain.caip2,
      value: usdValue(nativeNumeric, chain.native.price),
      price: chain.native.price,
      quantity: { decimals: chain.native.decimals, numeric: nativeNumeric },
      iconUrl: tokenIconUrl(baseUrl, chain.native.symbol),
    },
  ]
  tokens.forEach((token, index) => {
    const amount = amounts[index] ?? 0n
    if (amount === 0n) return
    const numeric = formatUnits(amount, token.decimals)
    balances.push({
      name: token.name,
      symbol: token.symbol,
      chainId: chain.caip2,
      address: `${chain.caip2}:${token.address}`,
      value: usdValue(numeric, token.price),
      price: token.price,
      quantity: { decimals: token.decimals, numeric },
      iconUrl: tokenIconUrl(baseUrl, token.symbol),
    })
  })
  return balances
}
