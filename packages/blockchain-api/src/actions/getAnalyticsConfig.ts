import type { ApiClient } from '../createApiClient.js'
import { analyticsConfigResponse } from '../schemas/analytics.js'
import type { AnalyticsConfigResponse } from '../types/analytics.js'
import { type RequestOptions, requestJson } from '../utils/request.js'
import { parse } from '../utils/schema.js'

export type GetAnalyticsConfigReturnType = AnalyticsConfigResponse

/** `GET /getAnalyticsConfig`: whether the service accepts analytics for this project. */
export async function getAnalyticsConfig(
  client: ApiClient,
  { signal }: RequestOptions = {},
): Promise<GetAnalyticsConfigReturnType> {
  const body = await requestJson(client, { path: ['getAnalyticsConfig'], signal })
  return parse(body, analyticsConfigResponse)
}
