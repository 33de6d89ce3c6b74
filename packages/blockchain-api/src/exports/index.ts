export {
  type GetAnalyticsConfigReturnType,
  getAnalyticsConfig,
} from '../actions/getAnalyticsConfig.js'
export { type AnalyticsEvent, sendAnalyticsEvent } from '../actions/sendAnalyticsEvent.js'
export {
  type ApiClient,
  type CreateApiClientParameters,
  createApiClient,
  sdkType,
  sdkVersion,
} from '../createApiClient.js'
export { ApiError, type ApiErrorParameters } from '../errors/BaseError.js'
export {
  ApiSchemaError,
  HttpRequestError,
  InvalidPathSegmentError,
  NetworkRequestError,
  TimeoutError,
} from '../errors/http.js'
