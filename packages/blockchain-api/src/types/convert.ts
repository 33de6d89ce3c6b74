/** A token that can be swapped (`GET /v1/convert/tokens`). */
export type SwapToken = {
  name: string
  symbol: string
  /** CAIP-10 address of the token (the native one uses `0xeeee…eeee`). */
  address: string
  decimals: number
  logoUri: string
  eip2612?: boolean | undefined
}

export type ConvertTokensResponse = { tokens: SwapToken[] }

/** `GET /v1/convert/quotes`: amounts are base-unit decimal strings. */
export type ConvertQuotesResponse = {
  quotes: {
    id?: string | undefined
    fromAmount: string
    fromAccount: string
    toAmount: string
    toAccount: string
    /**
     * How far the swap moves the pool's price against the seller, in percent (0.35 is 0.35%),
     * not counting the pool's fee. Absent when the API does not say.
     */
    priceImpact?: number | undefined
  }[]
}

/** `GET /v1/convert/allowance`: base-unit decimal string. */
export type AllowanceResponse = { allowance: string }

/** `GET /v1/convert/gas-price`: wei as decimal strings. */
export type GasPriceResponse = { standard: string; fast: string; instant: string }

/** A transaction to hand to the wallet (`build-transaction`, `build-approve`); quantities are decimal strings. */
export type BuiltTransaction = {
  from: string
  to: string
  data: string
  value: string
  eip155: { gas: string; gasPrice: string }
}

export type BuildTransactionResponse = { tx: BuiltTransaction }

/** `POST /v1/fungible/price`. */
export type FungiblePriceResponse = {
  fungibles: { name: string; symbol: string; iconUrl: string; price: number }[]
}
