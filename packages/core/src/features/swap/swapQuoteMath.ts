import { formatBaseUnits } from './swapAmount.js'

/** SPEC §9: the library's slippage tolerance, in percent. */
export const swapSlippage = 1

/** Above this price impact (percent) the Swap view warns. */
export const priceImpactWarning = 3

/** Gas a swap through the router takes, about, for the fee shown before one is built. */
export const estimatedSwapGas = 150_000n
/** Gas an ERC-20 approval takes, about. */
export const estimatedApproveGas = 60_000n

/**
 * The least the swap may give before it reverts: the quote less `slippage` percent, rounded down
 * to a basis point (what the router is told as its minimum output).
 */
export function minimumReceived({
  amount,
  slippage = swapSlippage,
}: {
  amount: bigint
  slippage?: number
}): bigint {
  const basisPoints = BigInt(Math.round(Math.min(Math.max(slippage, 0), 100) * 100))
  return (amount * (10_000n - basisPoints)) / 10_000n
}

export type PriceImpactDisplay = {
  /** Rounded to two decimals; `0.01` for a smaller, non-zero impact (shown as `<0.01%`). */
  percent: number
  below: boolean
  /** Above `priceImpactWarning`. */
  warn: boolean
}

/**
 * The price impact as the view shows it, from the API's percent (undefined when not given or
 * not a finite, non-negative number).
 */
export function displayPriceImpact(
  priceImpact: number | undefined,
): PriceImpactDisplay | undefined {
  if (typeof priceImpact !== 'number' || !Number.isFinite(priceImpact) || priceImpact < 0)
    return undefined
  const percent = Math.round(priceImpact * 100) / 100
  const below = priceImpact > 0 && percent < 0.01
  return { percent: below ? 0.01 : percent, below, warn: priceImpact > priceImpactWarning }
}

/** USD value of `amount` base units at `price` USD each; 0 without a usable price. */
export function fiatValue({
  amount,
  decimals,
  price,
}: {
  amount: bigint
  decimals: number
  price: number | undefined
}): number {
  if (typeof price !== 'number' || !Number.isFinite(price) || price <= 0) return 0
  return Number(formatBaseUnits({ value: amount, decimals })) * price
}

/**
 * How much of the bought token one sold token gives, as a decimal string with `significant`
 * significant digits (exact, truncated): `1 ETH = 3012.4 KUSD`.
 */
export function exchangeRate({
  fromAmount,
  fromDecimals,
  toAmount,
  toDecimals,
  significant = 6,
}: {
  fromAmount: bigint
  fromDecimals: number
  toAmount: bigint
  toDecimals: number
  significant?: number
}): string | undefined {
  if (fromAmount <= 0n || toAmount < 0n) return undefined
  // rate = (to / 10^toDecimals) / (from / 10^fromDecimals), with `scale` extra decimals.
  const numerator = toAmount * 10n ** BigInt(fromDecimals)
  const denominator = fromAmount * 10n ** BigInt(toDecimals)
  const whole = numerator / denominator
  const wholeDigits = whole === 0n ? 0 : whole.toString().length
  let scale = Math.max(significant - wholeDigits, 0)
  if (whole === 0n) {
    // Leading zeros of the fraction do not count as significant.
    let probe = numerator * 10n
    while (probe < denominator && scale < 36) {
      probe *= 10n
      scale += 1
    }
  }
  const scaled = (numerator * 10n ** BigInt(scale)) / denominator
  return formatBaseUnits({ value: scaled, decimals: scale })
}

/** The network fee in USD of `gas` at `gasPrice` wei, with the native currency at `nativePrice`. */
export function networkFeeUsd({
  gas,
  gasPrice,
  nativeDecimals = 18,
  nativePrice,
}: {
  gas: bigint
  gasPrice: bigint
  nativeDecimals?: number
  nativePrice: number | undefined
}): number {
  return fiatValue({ amount: gas * gasPrice, decimals: nativeDecimals, price: nativePrice })
}
