import type {
  AllowanceResponse,
  BuildTransactionResponse,
  ConvertQuotesResponse,
  ConvertTokensResponse,
  FungiblePriceResponse,
  GasPriceResponse,
  SwapToken,
} from '../types/convert.js'
import {
  array,
  boolean,
  integerString,
  lazy,
  number,
  object,
  optional,
  type Parser,
  string,
  tokenDecimals,
} from '../utils/schema.js'

const swapToken: Parser<SwapToken> = lazy(() =>
  object({
    name: string(),
    symbol: string(),
    address: string(),
    decimals: tokenDecimals,
    logoUri: string(),
    eip2612: optional(boolean()),
  }),
)

/** `GET /v1/convert/tokens`. */
export const convertTokensResponse: Parser<ConvertTokensResponse> = lazy(() =>
  object({
    tokens: array(swapToken, 5_000),
  }),
)

/** `GET /v1/convert/quotes`: base-unit amounts. */
export const convertQuotesResponse: Parser<ConvertQuotesResponse> = lazy(() =>
  object({
    quotes: array(
      object({
        id: optional(string()),
        fromAmount: integerString,
        fromAccount: string(),
        toAmount: integerString,
        toAccount: string(),
        priceImpact: optional(number()),
      }),
      100,
    ),
  }),
)

/** `GET /v1/convert/allowance`. */
export const allowanceResponse: Parser<AllowanceResponse> = lazy(() =>
  object({ allowance: integerString }),
)

/** `GET /v1/convert/gas-price`: wei. */
export const gasPriceResponse: Parser<GasPriceResponse> = lazy(() =>
  object({
    standard: integerString,
    fast: integerString,
    instant: integerString,
  }),
)

/** `POST /v1/convert/build-transaction` and `GET /v1/convert/build-approve`. */
export const buildTransactionResponse: Parser<BuildTransactionResponse> = lazy(() =>
  object({
    tx: object({
      from: string(),
      to: string(),
      data: string(/^0x([0-9a-fA-F]{2})*$/, 'hex calldata'),
      value: integerString,
      eip155: object({ gas: integerString, gasPrice: integerString }),
    }),
  }),
)

/** `POST /v1/fungible/price`. */
export const fungiblePriceResponse: Parser<FungiblePriceResponse> = lazy(() =>
  object({
    fungibles: array(
      object({ name: string(), symbol: string(), iconUrl: string(), price: number() }),
      1_000,
    ),
  }),
)
