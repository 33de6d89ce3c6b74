import type { BitcoinAddressType } from './parseBitcoinAddress.js'

// Bitcoin Core's relay dust thresholds at its default 3 sat/vB dust relay fee.
const dustLimits: Record<BitcoinAddressType, bigint> = {
  p2pkh: 546n,
  p2sh: 540n,
  p2wpkh: 294n,
  p2wsh: 330n,
  p2tr: 330n,
}

export type GetDustLimitParameters = { type: BitcoinAddressType }

/**
 * The smallest amount, in sats, that nodes relay in an output of `type`.
 * @example
 * getDustLimit({ type: 'p2wpkh' }) // 294n
 */
export function getDustLimit({ type }: GetDustLimitParameters): bigint {
  return dustLimits[type]
}
