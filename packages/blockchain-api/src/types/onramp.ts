/** `POST /v1/generators/onrampurl`. */
export type OnrampUrlResponse = { url: string }

export type PaymentMethodLimit = { id: 'card' | 'bank_transfer' | string; min: string; max: string }

/** `GET /v1/onramp/options`. */
export type OnrampOptionsResponse = {
  paymentCurrencies: { id: string; payment_method_limits: PaymentMethodLimit[] }[]
  purchaseCurrencies: {
    id: string
    name: string
    symbol: string
    networks: { name: string; display_name: string; chain_id: string; contract_address: string }[]
  }[]
}

export type OnrampAmount = { amount: string; currency: string }

/** `POST /v1/onramp/quote` (SPEC §3 onramp quote). */
export type OnrampQuote = {
  paymentSubtotal: OnrampAmount
  paymentTotal: OnrampAmount
  purchaseAmount: OnrampAmount
  networkFee: OnrampAmount
  coinbaseFee: OnrampAmount
  quoteId: string
}
