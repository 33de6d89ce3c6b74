/** The confirmation targets Esplora answers for: 1 to 25, 144, 504 and 1008 blocks. */
export const feeEstimateTargets: readonly number[] = Object.freeze([
  ...Array.from({ length: 25 }, (_, index) => index + 1),
  144,
  504,
  1008,
])

/**
 * `GET /fee-estimates`: a fixed curve (sat/vB) on the local chain, where every transaction that
 * pays the 1 sat/vB relay minimum makes the next block: 3 for the next block, 2 within 2, 1.5
 * within 6, then the minimum.
 */
export function feeEstimates(): Record<string, number> {
  const estimates: Record<string, number> = {}
  for (const target of feeEstimateTargets) {
    estimates[String(target)] = target === 1 ? 3 : target === 2 ? 2 : target <= 6 ? 1.5 : 1
  }
  return estimates
}
