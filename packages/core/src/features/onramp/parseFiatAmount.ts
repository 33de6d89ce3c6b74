import { InvalidFiatAmountError } from './errors.js'

/** Cents above this (a trillion units) are refused: no onramp sells that much. */
const maxCents = 10n ** 14n

/**
 * The cents of a typed fiat amount: a plain decimal string (`10`, `10.5`, `.5`, `0.50`) with at
 * most two decimals, ASCII digits only (SECURITY B05). Surrounding spaces are ignored.
 * @throws InvalidFiatAmountError on anything else.
 * @example parseFiatAmount('12.5') // 1250n
 */
export function parseFiatAmount(text: string): bigint {
  const trimmed = text.trim()
  if (trimmed === '') throw new InvalidFiatAmountError('empty')
  const match = /^([0-9]*)(?:\.([0-9]*))?$/.exec(trimmed)
  const whole = match?.[1] ?? ''
  const fraction = match?.[2] ?? ''
  if (!match || (whole === '' && fraction === '')) throw new InvalidFiatAmountError('format')
  if (fraction.length > 2) throw new InvalidFiatAmountError('decimals')
  if (whole.replace(/^0+/, '').length > 15) throw new InvalidFiatAmountError('tooLarge')
  const cents = BigInt(whole || '0') * 100n + BigInt(fraction.padEnd(2, '0'))
  if (cents > maxCents) throw new InvalidFiatAmountError('tooLarge')
  return cents
}
