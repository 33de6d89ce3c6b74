import { InvalidDecimalsError } from '../errors/encoding.js'

/**
 * Writes an integer amount of the smallest unit as an exact decimal string, without trailing
 * zeros or exponent: `formatUnits(10n ** 18n, 18)` is '1', `formatUnits(1n, 18)` is
 * '0.000000000000000001'.
 */
export function formatUnits(value: bigint, decimals: number): string {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 77)
    throw new InvalidDecimalsError(decimals)
  const sign = value < 0n ? '-' : ''
  const digits = (value < 0n ? -value : value).toString().padStart(decimals + 1, '0')
  const integer = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return `${sign}${integer}${fraction ? `.${fraction}` : ''}`
}
