import { ApiRequestError } from '../../errors/api.js'

const maxUint256 = 2n ** 256n - 1n

/** A base-unit amount: a decimal integer string (no sign, exponent or hex) up to 2^256-1. */
export function parseBaseUnits(value: unknown, field: string): bigint {
  if (typeof value !== 'string' || !/^(0|[1-9][0-9]{0,77})$/.test(value)) {
    throw new ApiRequestError({ field, description: 'Expected a decimal integer string' })
  }
  const amount = BigInt(value)
  if (amount > maxUint256) throw new ApiRequestError({ field, description: 'Amount too large' })
  return amount
}
