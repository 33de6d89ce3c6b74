import type {
  BalanceResponse,
  HistoryResponse,
  IdentityResponse,
  SupportedChainsResponse,
  TokenBalance,
  Transaction,
  TransactionTransfer,
  WalletAsset,
  WalletAssetsResponse,
} from '../types/account.js'
import {
  array,
  boolean,
  caip2,
  decimalString,
  hexQuantity,
  integer,
  integerString,
  lazy,
  literal,
  nullable,
  number,
  object,
  optional,
  type Parser,
  record,
  string,
  tokenDecimals,
} from '../utils/schema.js'

/** Most history rows accepted in one page (B08). */
export const maxHistoryRows = 500

/** `GET /v1/identity/{address}`. */
export const identityResponse: Parser<IdentityResponse> = lazy(() =>
  object({
    name: nullable(string()),
    avatar: nullable(string()),
  }),
)

/** One balance: amounts are decimal strings, decimals a JSON integer, USD values finite numbers. */
export const tokenBalance: Parser<TokenBalance> = lazy(() =>
  object({
    name: string(),
    symbol: string(),
    chainId: caip2,
    address: optional(string()),
    value: number(),
    price: number(),
    quantity: object({ decimals: tokenDecimals, numeric: decimalString }),
    iconUrl: string(),
  }),
)

/** `GET /v1/account/{address}/balance`. */
export const balanceResponse: Parser<BalanceResponse> = lazy(() =>
  object({
    balances: array(tokenBalance, 1_000),
  }),
)

const transactionTransfer: Parser<TransactionTransfer> = lazy(() =>
  object({
    direction: literal('in', 'out', 'self'),
    quantity: object({ numeric: decimalString }),
    value: optional(number()),
    price: optional(number()),
    fungible_info: optional(
      object({
        name: string(),
        symbol: string(),
        icon: optional(object({ url: string() })),
      }),
    ),
    nft_info: optional(
      object({
        name: string(),
        content: optional(object({ preview: optional(object({ url: string() })) })),
        flags: object({ is_spam: boolean() }),
      }),
    ),
  }),
)

/** One history entry. */
export const transaction: Parser<Transaction> = lazy(() =>
  object({
    id: string(),
    metadata: object({
      operationType: literal('send', 'receive', 'execute', 'mint', 'approve', 'deploy', 'trade'),
      hash: string(),
      minedAt: string(/^\d{4}-\d{2}-\d{2}T/, 'an ISO 8601 time'),
      sentFrom: string(),
      sentTo: string(),
      status: literal('confirmed', 'failed', 'pending'),
      nonce: integer(0),
      chain: caip2,
    }),
    transfers: array(transactionTransfer, 1_000),
  }),
)

/** `GET /v1/account/{account}/history`: at most 500 rows per page. */
export const historyResponse: Parser<HistoryResponse> = lazy(() =>
  object({
    data: array(transaction, maxHistoryRows),
    next: nullable(string()),
  }),
)

/** One asset of `wallet_getAssets`. */
export const walletAsset: Parser<WalletAsset> = lazy(() =>
  object({
    address: nullable(string()),
    balance: hexQuantity,
    type: literal('NATIVE', 'ERC20', 'ERC721'),
    metadata: object({
      name: string(),
      symbol: string(),
      decimals: tokenDecimals,
      price: optional(number()),
      iconUrl: optional(string()),
      value: optional(number()),
      tokenId: optional(integerString),
      imageUrl: optional(string()),
      isSpam: optional(boolean()),
    }),
  }),
)

/** `wallet_getAssets` result, keyed by hex chain id. */
export const walletAssetsResponse: Parser<WalletAssetsResponse> = lazy(() =>
  record(/^0x[0-9a-fA-F]{1,16}$/, array(walletAsset, 1_000), 100),
)

/** `GET /v1/supported-chains`. */
export const supportedChainsResponse: Parser<SupportedChainsResponse> = lazy(() =>
  object({
    http: array(caip2, 1_000),
    ws: array(caip2, 1_000),
  }),
)
