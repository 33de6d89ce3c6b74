import { readSwapAmount } from '@kit/core/modules/features/swap/swapAmount'
import {
  displayPriceImpact,
  estimatedApproveGas,
  estimatedSwapGas,
  exchangeRate,
  fiatValue,
  minimumReceived,
  networkFeeUsd,
  type PriceImpactDisplay,
} from '@kit/core/modules/features/swap/swapQuoteMath'
import type { SwapStateSnapshot } from '@kit/core/modules/features/swap/watchSwapState'

/** Why the swap cannot go on to SwapPreview yet. */
export type SwapProblem =
  | 'token'
  | 'empty'
  | 'format'
  | 'precision'
  | 'balance'
  | 'quoting'
  | 'noQuote'

export type SwapSummary = {
  /** The amount sold, in base units, when it reads as one. */
  amount: bigint | undefined
  fromUsd: number
  /** The quoted amount bought, in base units, when the quote answers the swap as written. */
  toAmount: bigint | undefined
  toUsd: number
  /** A quote for the swap as written is on its way (or typing has not paused yet). */
  quoting: boolean
  minimumReceived: bigint | undefined
  /** One sold token in bought tokens. */
  rate: string | undefined
  priceImpact: PriceImpactDisplay | undefined
  /** The network fee in USD of the swap (and its approval when one is needed). */
  feeUsd: number | undefined
  problem: SwapProblem | undefined
}

/** What the Swap views show of the swap as it stands: amounts, quote figures and what blocks it. */
export function summarizeSwap(swap: SwapStateSnapshot): SwapSummary {
  const { from, to, quote, gasPrice } = swap
  const read = from ? readSwapAmount({ text: swap.amount, decimals: from.decimals }) : undefined
  const amount = read?.ok ? read.value : undefined
  const key = from && to && amount ? `${from.address}|${to.address}|${amount}` : undefined
  const answered = key !== undefined && quote.key === key && quote.status === 'success'
  const toAmount = answered ? quote.toAmount : undefined
  const native = swap.tokens.list.find((token) => token.native)
  const gas = estimatedSwapGas + (swap.approval === 'needed' ? estimatedApproveGas : 0n)
  const feeWei = gasPrice === undefined ? undefined : gas * gasPrice
  const summary: SwapSummary = {
    amount,
    fromUsd: from && amount ? fiatValue({ amount, decimals: from.decimals, price: from.price }) : 0,
    toAmount,
    toUsd:
      to && toAmount !== undefined
        ? fiatValue({ amount: toAmount, decimals: to.decimals, price: to.price })
        : 0,
    quoting: key !== undefined && !answered && !(quote.status === 'error' && quote.key === key),
    minimumReceived: toAmount === undefined ? undefined : minimumReceived({ amount: toAmount }),
    rate:
      from && to && amount && toAmount !== undefined
        ? exchangeRate({
            fromAmount: amount,
            fromDecimals: from.decimals,
            toAmount,
            toDecimals: to.decimals,
          })
        : undefined,
    priceImpact: answered ? displayPriceImpact(quote.priceImpact) : undefined,
    feeUsd:
      feeWei === undefined
        ? undefined
        : networkFeeUsd({
            gas,
            gasPrice: gasPrice ?? 0n,
            nativeDecimals: native?.decimals ?? 18,
            nativePrice: native?.price,
          }),
    problem: undefined,
  }
  summary.problem = findProblem(swap, summary, read, feeWei)
  return summary
}

function findProblem(
  swap: SwapStateSnapshot,
  summary: SwapSummary,
  read: ReturnType<typeof readSwapAmount> | undefined,
  feeWei: bigint | undefined,
): SwapProblem | undefined {
  const { from, to, quote } = swap
  if (!from || !to || !read) return 'token'
  if (!read.ok) return read.problem
  if (read.value === 0n) return 'empty'
  const balance = from.balance
    ? readSwapAmount({ text: from.balance, decimals: from.decimals })
    : undefined
  const held = balance?.ok ? balance.value : 0n
  const needed = read.value + (from.native ? (feeWei ?? 0n) : 0n)
  if (needed > held) return 'balance'
  if (summary.quoting) return 'quoting'
  if (summary.toAmount === undefined || summary.toAmount === 0n || quote.status === 'error')
    return 'noQuote'
  return undefined
}
