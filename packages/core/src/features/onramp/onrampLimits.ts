import type { OnrampOptionsResponse } from '@kit/blockchain-api'
import { parseFiatAmount } from './parseFiatAmount.js'

/** The ways to pay an onramp offers; the options name the limits of each. */
export type OnrampPaymentMethod = 'card' | 'bank_transfer'

/** The lowest and highest amount of one payment method, in cents of the payment currency. */
export type OnrampLimits = { min: bigint; max: bigint }

/** SPEC §9: the limits used (USD and EUR) when the options do not give them. */
export const fallbackOnrampLimits: Readonly<Record<OnrampPaymentMethod, OnrampLimits>> =
  Object.freeze({
    card: Object.freeze({ min: 1_000n, max: 750_000n }),
    bank_transfer: Object.freeze({ min: 1_000n, max: 2_500_000n }),
  })

export type GetOnrampLimitsParameters = {
  options: OnrampOptionsResponse | undefined
  paymentCurrency: string
  paymentMethod: OnrampPaymentMethod
}

/**
 * The limits of paying `paymentCurrency` by `paymentMethod`: the options' own when they give
 * readable ones (a lowest no higher than the highest), else the SPEC's fallback.
 */
export function getOnrampLimits({
  options,
  paymentCurrency,
  paymentMethod,
}: GetOnrampLimitsParameters): OnrampLimits {
  const currency = options?.paymentCurrencies.find((entry) => entry.id === paymentCurrency)
  const limit = currency?.payment_method_limits.find((entry) => entry.id === paymentMethod)
  if (limit) {
    try {
      const min = parseFiatAmount(limit.min)
      const max = parseFiatAmount(limit.max)
      if (min <= max) return { min, max }
    } catch {
      // An unreadable limit falls back to the SPEC's.
    }
  }
  return fallbackOnrampLimits[paymentMethod]
}
