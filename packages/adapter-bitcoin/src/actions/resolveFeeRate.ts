import type { EsploraClient } from '../esplora/createEsploraClient.js'
import { getFeeEstimates } from '../esplora/getFeeEstimates.js'

export type ResolveFeeRateParameters = {
  /** A rate given for this payment or by the adapter's options, in sat/vB. */
  feeRate: number | undefined
  /** Blocks within which the payment should confirm. */
  confirmationTarget: number
}

/**
 * The fee rate to pay: the one given, else Esplora's estimate for the first target of at least
 * `confirmationTarget` blocks (its slowest when it has none), never below the 1 sat/vB relay
 * minimum.
 */
export async function resolveFeeRate(
  client: EsploraClient,
  { feeRate, confirmationTarget }: ResolveFeeRateParameters,
): Promise<number> {
  if (feeRate !== undefined) return feeRate
  const estimates = await getFeeEstimates(client)
  const estimate =
    estimates.find(({ blocks }) => blocks >= confirmationTarget) ?? estimates[estimates.length - 1]
  return Math.max(1, estimate?.feeRate ?? 1)
}
