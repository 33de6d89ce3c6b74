import type { AnalyticsConfigResponse } from '../types/analytics.js'
import { boolean, object, type Parser } from '../utils/schema.js'

/** `GET /getAnalyticsConfig`. */
export const analyticsConfigResponse: Parser<AnalyticsConfigResponse> = object({
  isAnalyticsEnabled: boolean(),
})
