/**
 * Quote math of the local constant-product pools (`contracts/KitSwapPair.sol`): x * y = k with a
 * 0.3% fee on the input, exactly as the router computes it on chain. Amounts are base units.
 */

/** The pool keeps 3 of every 1,000 base units sold. */
export const poolFeePerMille = 3n

export type PoolReserves = {
  /** Base units of the token sold held by the pool. */
  reserveIn: bigint
  /** Base units of the token bought held by the pool. */
  reserveOut: bigint
}

/**
 * What selling `amountIn` into the pool gives, rounded down:
 * amountIn·997·reserveOut / (reserveIn·1000 + amountIn·997). 0 for an empty pool or no input.
 */
export function getAmountOut({
  amountIn,
  reserveIn,
  reserveOut,
}: PoolReserves & { amountIn: bigint }): bigint {
  if (amountIn <= 0n || reserveIn <= 0n || reserveOut <= 0n) return 0n
  const amountInWithFee = amountIn * (1000n - poolFeePerMille)
  return (amountInWithFee * reserveOut) / (reserveIn * 1000n + amountInWithFee)
}

/**
 * How far the swap moves the price against the seller, in percent, leaving the 0.3% fee out:
 * 1 − (execution price without the fee) / (pool price before the swap), which for x·y = k is
 * amountIn·997 / (reserveIn·1000 + amountIn·997). 0 when there is nothing to trade.
 */
export function priceImpact({
  amountIn,
  reserveIn,
}: {
  amountIn: bigint
  reserveIn: bigint
}): number {
  if (amountIn <= 0n || reserveIn <= 0n) return 0
  const amountInWithFee = amountIn * (1000n - poolFeePerMille)
  // Parts per 10^12 first, so the division stays exact to the last digit a number can hold.
  const scaled = (amountInWithFee * 10n ** 14n) / (reserveIn * 1000n + amountInWithFee)
  return Number(scaled) / 10 ** 12
}

/**
 * The least output a swap accepts: `amountOut` less `slippage` percent (0 to 100, up to two
 * decimals count), rounded down.
 */
export function minimumAmountOut({
  amountOut,
  slippage,
}: {
  amountOut: bigint
  slippage: number
}): bigint {
  const basisPoints = BigInt(Math.round(Math.min(Math.max(slippage, 0), 100) * 100))
  return (amountOut * (10_000n - basisPoints)) / 10_000n
}
