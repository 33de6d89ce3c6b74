import type { ApiClient } from '../createApiClient.js'
import { ApiSchemaError } from '../errors/http.js'
import { request } from '../utils/request.js'

export type GetAnalyticsConfigReturnType = { isAnalyticsEnabled: boolean }

/** `GET /getAnalyticsConfig`: whether the service accepts analytics for this project. */
export async function getAnalyticsConfig(client: ApiClient): Promise<GetAnalyticsConfigReturnType> {
  const response = await request(client, { path: ['getAnalyticsConfig'] })
  const body: unknown = await response.json().catch(() => undefined)
  const enabled = (body as { isAnalyticsEnabled?: unknown } | undefined)?.isAnalyticsEnabled
  if (typeof enabled !== 'boolean') throw new ApiSchemaError('Unexpected analytics config')
  return { isAnalyticsEnabled: enabled }
}
