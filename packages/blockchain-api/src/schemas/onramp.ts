import type {
  OnrampAmount,
  OnrampOptionsResponse,
  OnrampQuote,
  OnrampUrlResponse,
} from '../types/onramp.js'
import {
  array,
  decimalString,
  httpUrl,
  lazy,
  object,
  type Parser,
  string,
} from '../utils/schema.js'

/** `POST /v1/generators/onrampurl`: only an http(s) URL is accepted. */
export const onrampUrlResponse: Parser<OnrampUrlResponse> = lazy(() => object({ url: httpUrl }))

/** `GET /v1/onramp/options`. */
export const onrampOptionsResponse: Parser<OnrampOptionsResponse> = lazy(() =>
  object({
    paymentCurrencies: array(
      object({
        id: string(),
        payment_method_limits: array(
          object({ id: string(), min: decimalString, max: decimalString }),
          50,
        ),
      }),
      500,
    ),
    purchaseCurrencies: array(
      object({
        id: string(),
        name: string(),
        symbol: string(),
        networks: array(
          object({
            name: string(),
            display_name: string(),
            chain_id: string(),
            contract_address: string(),
          }),
          200,
        ),
      }),
      500,
    ),
  }),
)

const onrampAmount: Parser<OnrampAmount> = lazy(() =>
  object({ amount: decimalString, currency: string() }),
)

/** `POST /v1/onramp/quote`. */
export const onrampQuote: Parser<OnrampQuote> = lazy(() =>
  object({
    paymentSubtotal: onrampAmount,
    paymentTotal: onrampAmount,
    purchaseAmount: onrampAmount,
    networkFee: onrampAmount,
    coinbaseFee: onrampAmount,
    quoteId: string(),
  }),
)
