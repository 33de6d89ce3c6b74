import type { TokenBalance } from '@kit/blockchain-api'
import { formatUnits } from 'viem'
import { tokenProgramId } from '../../solana/solanaProgramIds.js'
import { tokenIconUrl } from '../tokens/tokenIconUrl.js'
import { usdValue } from '../tokens/usdValue.js'
import type { SolanaServedChain } from './SolanaServedChain.js'

type ParsedTokenAccount = {
  account: { data: { parsed: { info: { mint: string; tokenAmount: { amount: string } } } } }
}

/**
 * The balances of `address` on the local Solana node: SOL (always) and each known SPL token it
 * holds, summed over its token accounts.
 */
export async function readSolanaBalances(
  chain: SolanaServedChain,
  address: string,
  baseUrl: string,
): Promise<TokenBalance[]> {
  const [lamports, accounts] = await Promise.all([
    chain.call('getBalance', [address]) as Promise<{ value: number }>,
    chain.call('getTokenAccountsByOwner', [
      address,
      { programId: tokenProgramId },
      { encoding: 'jsonParsed' },
    ]) as Promise<{ value: ParsedTokenAccount[] }>,
  ])
  const nativeNumeric = formatUnits(BigInt(lamports.value), chain.native.decimals)
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
  for (const token of chain.tokens) {
    const amount = accounts.value
      .map(({ account }) => account.data.parsed.info)
      .filter((info) => info.mint === token.mint)
      .reduce((sum, info) => sum + BigInt(info.tokenAmount.amount), 0n)
    if (amount === 0n) continue
    const numeric = formatUnits(amount, token.decimals)
    balances.push({
      name: token.name,
      symbol: token.symbol,
      chainId: chain.caip2,
      address: `${chain.caip2}:${token.mint}`,
      value: usdValue(numeric, token.price),
      price: token.price,
      quantity: { decimals: token.decimals, numeric },
      iconUrl: tokenIconUrl(baseUrl, token.symbol),
    })
  }
  return balances
}
