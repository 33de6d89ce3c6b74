import { SATS_PER_BTC } from './constants.js'

export type FormatBitcoinAmountParameters = {
  sats: bigint
  /** Fewest decimals to show (0 to 8); trailing zeros beyond them are dropped. Default 0. */
  minimumDecimals?: number | undefined
}

/**
 * Formats sats as a BTC decimal string, exactly (`150000n` → `'0.0015'`), with a `-` for negative
 * amounts and no grouping, exponent or rounding.
 * @example
 * formatBitcoinAmount({ sats: 150_000n }) // '0.0015'
 */
export function formatBitcoinAmount({
  sats,
  minimumDecimals = 0,
}: FormatBitcoinAmountParameters): string {
  const sign = sats < 0n ? '-' : ''
  const magnitude = sats < 0n ? -sats : sats
  const whole = magnitude / SATS_PER_BTC
  const keep = Math.min(8, Math.max(0, Math.trunc(minimumDecimals)))
  let fraction = (magnitude % SATS_PER_BTC).toString().padStart(8, '0')
  while (fraction.length > keep && fraction.endsWith('0')) fraction = fraction.slice(0, -1)
  return `${sign}${whole}${fraction ? `.${fraction}` : ''}`
}
