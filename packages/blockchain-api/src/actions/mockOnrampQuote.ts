import type { OnrampQuote } from '../types/onramp.js'
import type { GetOnrampQuoteParameters } from './getOnrampQuote.js'

/** Provider fee of the mocked quote, in basis points: 1.5 %, inside the SPEC's 1–2 % range. */
const feeBasisPoints = 150n

/**
 * A deterministic quote for when the API cannot give one (SPEC §7): the provider takes 1.5 % of
 * the amount (rounded to the cent), no network fee, and the rest buys at a 1:1 rate.
 */
export function mockOnrampQuote({
  purchaseCurrency,
  paymentCurrency,
  amount,
}: GetOnrampQuoteParameters): OnrampQuote {
  const total = toCents(amount)
  const fee = (total * feeBasisPoints + 5_000n) / 10_000n
  const subtotal = total - fee
  const pay = (cents: bigint) => ({ amount: formatCents(cents), currency: paymentCurrency })
  return {
    paymentTotal: pay(total),
    paymentSubtotal: pay(subtotal),
    coinbaseFee: pay(fee),
    networkFee: pay(0n),
    purchaseAmount: { amount: formatCents(subtotal), currency: purchaseCurrency },
    quoteId: `mock-${purchaseCurrency}-${paymentCurrency}-${formatCents(total)}`,
  }
}

/** Cents of a decimal amount, truncated; anything that is not a plain decimal counts as 0. */
function toCents(amount: string): bigint {
  const match = /^(\d{1,30})(?:\.(\d*))?$/.exec(amount.trim())
  if (!match) return 0n
  return BigInt(match[1]!) * 100n + BigInt(`${match[2] ?? ''}00`.slice(0, 2))
}

function formatCents(cents: bigint): string {
  return `${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`
}
