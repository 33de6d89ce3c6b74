import type { OnrampLimits } from './onrampLimits.js'
import { parseFiatAmount } from './parseFiatAmount.js'

/** What a typed amount is: nothing yet, unreadable, outside the limits, or one to buy with. */
export type OnrampAmountCheck =
  | { status: 'empty' }
  | { status: 'invalid' }
  | { status: 'belowMin'; cents: bigint }
  | { status: 'aboveMax'; cents: bigint }
  | { status: 'valid'; cents: bigint }

export type ValidateOnrampAmountParameters = { amount: string; limits: OnrampLimits }

/** Checks a typed fiat amount against the payment method's limits (both ends included). */
export function validateOnrampAmount({
  amount,
  limits,
}: ValidateOnrampAmountParameters): OnrampAmountCheck {
  if (amount.trim() === '') return { status: 'empty' }
  let cents: bigint
  try {
    cents = parseFiatAmount(amount)
  } catch {
    return { status: 'invalid' }
  }
  if (cents < limits.min) return { status: 'belowMin', cents }
  if (cents > limits.max) return { status: 'aboveMax', cents }
  return { status: 'valid', cents }
}
