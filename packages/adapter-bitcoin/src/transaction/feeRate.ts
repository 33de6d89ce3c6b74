import { FeeRateError } from '../errors/transaction.js'

/** The highest fee rate accepted, in sat/vB: far above any real market, well below a typo's 100×. */
export const MAX_FEE_RATE = 5_000

/** Refuses a fee rate that is not a finite number from 1 to `MAX_FEE_RATE` sat/vB. */
export function assertFeeRate(feeRate: unknown): asserts feeRate is number {
  if (typeof feeRate !== 'number' || !Number.isFinite(feeRate)) throw new FeeRateError('invalid')
  if (feeRate < 1) throw new FeeRateError('tooLow')
  if (feeRate > MAX_FEE_RATE) throw new FeeRateError('tooHigh')
}

/** The fee in sats for `vsize` vbytes at `feeRate` sat/vB, rounded up, in integers (rate to 0.001). */
export function feeFor(vsize: number, feeRate: number): bigint {
  const milliRate = BigInt(Math.ceil(feeRate * 1000 - 1e-6))
  return (BigInt(vsize) * milliRate + 999n) / 1000n
}
