import { parseUnits } from 'viem'
import type { PricedToken } from '../tokens/listPricedTokens.js'

export type QuoteSwapParameters = {
  /** Base units of `from`. */
  amount: bigint
  from: PricedToken
  to: PricedToken
}

/**
 * What `amount` of `from` buys of `to` at the price table's ratio, in base units of `to`,
 * rounded down. Exact integer arithmetic: prices are scaled to 1e-8 USD.
 */
export function quoteSwap({ amount, from, to }: QuoteSwapParameters): bigint {
  const scaled = (price: number) => parseUnits(price.toFixed(8), 8)
  return (
    (amount * scaled(from.price) * 10n ** BigInt(to.decimals)) /
    (scaled(to.price) * 10n ** BigInt(from.decimals))
  )
}
