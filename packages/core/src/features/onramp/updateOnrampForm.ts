import type { Kit } from '../../types/kit.js'
import type { OnrampPaymentMethod } from './onrampLimits.js'
import { getOnrampState } from './onrampState.js'

export type UpdateOnrampFormParameters = {
  /** The fiat amount as typed; kept as text (validated by `validateOnrampAmount`). */
  amount?: string | undefined
  paymentCurrency?: string | undefined
  purchaseCurrency?: string | undefined
  paymentMethod?: OnrampPaymentMethod | undefined
}

/** Longer input is cut: no amount needs it. */
const maxAmountLength = 32

/** Writes what the visitor chose on the Buy form; fields left out keep their value. */
export function updateOnrampForm(
  kit: Kit,
  { amount, paymentCurrency, purchaseCurrency, paymentMethod }: UpdateOnrampFormParameters,
): void {
  const state = getOnrampState(kit)
  if (amount !== undefined) state.amount = amount.slice(0, maxAmountLength)
  if (paymentCurrency !== undefined) state.paymentCurrency = paymentCurrency
  if (purchaseCurrency !== undefined) state.purchaseCurrency = purchaseCurrency
  if (paymentMethod !== undefined) state.paymentMethod = paymentMethod
}
