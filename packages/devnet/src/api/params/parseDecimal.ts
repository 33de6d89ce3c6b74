import { ApiRequestError } from '../../errors/api.js'

/**
 * A human amount: a decimal string such as `0.05` (a JSON number is read through its decimal
 * text), at most `maxDecimals` decimals, never an exponent, a sign or NaN (SECURITY B05).
 */
export function parseDecimal(value: unknown, field: string, maxDecimals = 18): string {
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value
  if (typeof text !== 'string' || !/^(0|[1-9][0-9]{0,20})(\.[0-9]+)?$/.test(text)) {
    throw new ApiRequestError({ field, description: 'Expected a decimal amount' })
  }
  const decimals = text.split('.')[1]?.length ?? 0
  if (decimals > maxDecimals) {
    throw new ApiRequestError({ field, description: `At most ${maxDecimals} decimals` })
  }
  return text
}
