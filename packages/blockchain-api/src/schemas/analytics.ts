import type { AnalyticsConfigResponse } from '../types/analytics.js'
import { boolean, lazy, object, type Parser } from '../utils/schema.js'

/** `GET /getAnalyticsConfig`. */
export const analyticsConfigResponse: Parser<AnalyticsConfigResponse> = lazy(() =>
  object({
    isAnalyticsEnabled: boolean(),
  }),
)
