export {
  type BuildApproveParameters,
  type BuildApproveReturnType,
  buildApprove,
} from '../actions/buildApprove.js'
export {
  type BuildTransactionParameters,
  type BuildTransactionReturnType,
  buildTransaction,
} from '../actions/buildTransaction.js'
export {
  type CreateSiwxSessionParameters,
  type CreateSiwxSessionReturnType,
  createSiwxSession,
} from '../actions/createSiwxSession.js'
export { defaultOnrampOptions } from '../actions/defaultOnrampOptions.js'
export {
  type GetAllowanceParameters,
  type GetAllowanceReturnType,
  getAllowance,
} from '../actions/getAllowance.js'
export {
  type GetAnalyticsConfigReturnType,
  getAnalyticsConfig,
} from '../actions/getAnalyticsConfig.js'
export { getAssetImageUrl } from '../actions/getAssetImageUrl.js'
export {
  type GetBalancesParameters,
  type GetBalancesReturnType,
  getBalances,
} from '../actions/getBalances.js'
export {
  type GetConvertQuotesParameters,
  type GetConvertQuotesReturnType,
  getConvertQuotes,
} from '../actions/getConvertQuotes.js'
export {
  type GetConvertTokensParameters,
  type GetConvertTokensReturnType,
  getConvertTokens,
} from '../actions/getConvertTokens.js'
export { getCurrencyImageUrl } from '../actions/getCurrencyImageUrl.js'
export {
  type GetFungiblePriceParameters,
  type GetFungiblePriceReturnType,
  getFungiblePrice,
} from '../actions/getFungiblePrice.js'
export {
  type GetGasPriceParameters,
  type GetGasPriceReturnType,
  getGasPrice,
} from '../actions/getGasPrice.js'
export {
  type GetIdentityParameters,
  type GetIdentityReturnType,
  getIdentity,
} from '../actions/getIdentity.js'
export {
  type GetNameSuggestionsParameters,
  type GetNameSuggestionsReturnType,
  getNameSuggestions,
} from '../actions/getNameSuggestions.js'
export { type GetOnrampOptionsReturnType, getOnrampOptions } from '../actions/getOnrampOptions.js'
export { getOnrampOptionsOrDefault } from '../actions/getOnrampOptionsOrDefault.js'
export {
  type GetOnrampQuoteParameters,
  type GetOnrampQuoteReturnType,
  getOnrampQuote,
} from '../actions/getOnrampQuote.js'
export { getOnrampQuoteOrMock } from '../actions/getOnrampQuoteOrMock.js'
export {
  type GetOnrampUrlParameters,
  type GetOnrampUrlReturnType,
  getOnrampUrl,
  type OnrampDestinationWallet,
} from '../actions/getOnrampUrl.js'
export {
  type GetProfileParameters,
  type GetProfileReturnType,
  getProfile,
} from '../actions/getProfile.js'
export {
  type GetReverseProfileParameters,
  type GetReverseProfileReturnType,
  getReverseProfile,
} from '../actions/getReverseProfile.js'
export {
  type GetSessionParameters,
  type GetSessionReturnType,
  getSession,
} from '../actions/getSession.js'
export {
  type GetSiwxSessionParameters,
  type GetSiwxSessionReturnType,
  getSiwxSession,
} from '../actions/getSiwxSession.js'
export {
  type GetSupportedChainsReturnType,
  getSupportedChains,
} from '../actions/getSupportedChains.js'
export { getTokenImageUrl } from '../actions/getTokenImageUrl.js'
export {
  type GetTransactionHistoryParameters,
  type GetTransactionHistoryReturnType,
  getTransactionHistory,
} from '../actions/getTransactionHistory.js'
export {
  type GetWalletAssetsParameters,
  type GetWalletAssetsReturnType,
  getWalletAssets,
} from '../actions/getWalletAssets.js'
export { getWalletImageUrl } from '../actions/getWalletImageUrl.js'
export {
  type GetWalletsParameters,
  type GetWalletsReturnType,
  getWallets,
} from '../actions/getWallets.js'
export {
  type IssueSiwxNonceParameters,
  type IssueSiwxNonceReturnType,
  issueSiwxNonce,
} from '../actions/issueSiwxNonce.js'
export {
  type ListSiwxSessionsParameters,
  type ListSiwxSessionsReturnType,
  listSiwxSessions,
} from '../actions/listSiwxSessions.js'
export { mockOnrampQuote } from '../actions/mockOnrampQuote.js'
export { type RegisterNameParameters, registerName } from '../actions/registerName.js'
export { type RevokeSessionParameters, revokeSession } from '../actions/revokeSession.js'
export {
  type RevokeSiwxSessionParameters,
  revokeSiwxSession,
} from '../actions/revokeSiwxSession.js'
export { type AnalyticsEvent, sendAnalyticsEvent } from '../actions/sendAnalyticsEvent.js'
export {
  type ApiClient,
  type CacheEntry,
  type CreateApiClientParameters,
  createApiClient,
  type SharedRequest,
  sdkType,
  sdkVersion,
} from '../createApiClient.js'
export { ApiError, type ApiErrorParameters } from '../errors/ApiError.js'
export { BaseError, type BaseErrorParameters } from '../errors/BaseError.js'
export { BalanceUnavailableError } from '../errors/balance.js'
export {
  ApiSchemaError,
  HttpRequestError,
  InvalidPathSegmentError,
  NetworkRequestError,
  RateLimitedError,
  ResponseTooLargeError,
  TimeoutError,
} from '../errors/http.js'
export { InvalidParameterError } from '../errors/parameters.js'
export {
  NameSuggestionsError,
  RegisterNameError,
  ResolveNameError,
  ReverseNameError,
} from '../errors/profile.js'
export { RpcResponseError } from '../errors/rpc.js'
export type {
  BalanceResponse,
  HistoryResponse,
  IdentityResponse,
  SupportedChainsResponse,
  TokenBalance,
  Transaction,
  TransactionDirection,
  TransactionTransfer,
  WalletAsset,
  WalletAssetsResponse,
} from '../types/account.js'
export type { AnalyticsConfigResponse } from '../types/analytics.js'
export type { CatalogueWallet, GetWalletsResponse } from '../types/catalogue.js'
export type {
  AllowanceResponse,
  BuildTransactionResponse,
  BuiltTransaction,
  ConvertQuotesResponse,
  ConvertTokensResponse,
  FungiblePriceResponse,
  GasPriceResponse,
  SwapToken,
} from '../types/convert.js'
export type {
  OnrampAmount,
  OnrampOptionsResponse,
  OnrampQuote,
  OnrampUrlResponse,
  PaymentMethodLimit,
} from '../types/onramp.js'
export type {
  AccountProfile,
  NameSuggestionsResponse,
  RegisterNameBody,
  ReverseProfileResponse,
} from '../types/profile.js'
export type { RevokeSessionBody, SessionResponse } from '../types/sessions.js'
export type {
  CreateSiwxSessionBody,
  SiwxNonceResponse,
  SiwxSessionDataResponse,
  SiwxSessionRecord,
  SiwxSessionsResponse,
} from '../types/siwx.js'
export { isAbortError } from '../utils/isAbortError.js'
export { isMethodNotSupported } from '../utils/isMethodNotSupported.js'
export { parseRetryAfter } from '../utils/parseRetryAfter.js'
export type { RequestOptions } from '../utils/request.js'
