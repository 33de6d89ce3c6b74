import type { OnrampQuote } from '@kit/blockchain-api'
import { formatUnits, parseUnits } from 'viem'

/** The local provider's fee: 1.5 % (SPEC §9: onramp fees are 1-2 %). */
export const onrampFeeBasisPoints = 150n
/** Flat network fee, in cents of the payment currency. */
const networkFeeCents = 10n
/** USD value of one unit of each payment currency, in cents. */
export const paymentCurrencyCents: Readonly<Record<string, bigint>> = { USD: 100n, EUR: 108n }

export type QuoteOnrampParameters = {
  /** What the buyer pays, in the payment currency (a decimal string, at most 2 decimals). */
  amount: string
  paymentCurrency: string
  purchaseCurrency: string
  /** USD price of the purchased currency. */
  price: number
}

/**
 * A quote of the local onramp in exact integer cents: the fee and the network fee come off the
 * payment, the rest buys the purchase currency at the price table's rate (8 decimals shown).
 */
export function quoteOnramp({
  amount,
  paymentCurrency,
  purchaseCurrency,
  price,
}: QuoteOnrampParameters): OnrampQuote {
  const total = parseUnits(amount, 2)
  const fee = (total * onrampFeeBasisPoints + 5_000n) / 10_000n
  const subtotal = total - fee - networkFeeCents
  const usdCents = (subtotal * (paymentCurrencyCents[paymentCurrency] ?? 100n)) / 100n
  const priceCents = parseUnits(price.toFixed(2), 2)
  const purchased = priceCents > 0n ? (usdCents * 10n ** 8n) / priceCents : 0n
  const money = (cents: bigint) => ({
    amount: `${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`,
    currency: paymentCurrency,
  })
  return {
    paymentTotal: money(total),
    paymentSubtotal: money(subtotal),
    purchaseAmount: { amount: formatUnits(purchased, 8), currency: purchaseCurrency },
    networkFee: money(networkFeeCents),
    coinbaseFee: money(fee),
    quoteId: crypto.randomUUID(),
  }
}
