/** `GET /getAnalyticsConfig`. */
export type AnalyticsConfigResponse = { isAnalyticsEnabled: boolean }
