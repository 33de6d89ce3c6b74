import { InvalidBitcoinAmountError } from '../errors/amount.js'
import { MAX_SATS } from './constants.js'

export type ParseBitcoinAmountParameters = { amount: unknown }
export type ParseBitcoinAmountErrorType = InvalidBitcoinAmountError

const decimal = /^(\d*)(?:\.(\d*))?$/
// 21,000,000 with 8 decimals and some leading zeros; anything longer is not a typed amount.
const maxLength = 32

/**
 * Reads a BTC amount typed by a person (`1`, `0.5`, `.5`, `0.00000001`) into sats, exactly: no
 * floats, no exponent, sign, grouping, hex or non-ASCII digits, at most 8 decimals, at most
 * 21,000,000 BTC. Whitespace is refused, not trimmed.
 * @example
 * parseBitcoinAmount({ amount: '0.0015' }) // 150000n
 */
export function parseBitcoinAmount({ amount }: ParseBitcoinAmountParameters): bigint {
  if (typeof amount !== 'string') throw new InvalidBitcoinAmountError('notString')
  if (amount.length === 0) throw new InvalidBitcoinAmountError('empty')
  if (amount.length > maxLength) throw new InvalidBitcoinAmountError('tooLong')
  if (amount.startsWith('-') && decimal.test(amount.slice(1)))
    throw new InvalidBitcoinAmountError('negative')
  const match = decimal.exec(amount)
  const [, whole = '', fraction = ''] = match ?? []
  if (!match || whole.length + fraction.length === 0) throw new InvalidBitcoinAmountError('format')
  if (fraction.length > 8) throw new InvalidBitcoinAmountError('tooManyDecimals')
  const sats = BigInt(`${whole}${fraction.padEnd(8, '0')}`)
  if (sats > MAX_SATS) throw new InvalidBitcoinAmountError('aboveMaxSupply')
  return sats
}
