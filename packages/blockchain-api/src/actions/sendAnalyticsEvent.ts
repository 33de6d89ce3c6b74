import { type ApiClient, sdkType, sdkVersion } from '../createApiClient.js'
import { type RequestOptions, request } from '../utils/request.js'

export type AnalyticsEvent = {
  eventId: string
  url: string
  domain: string
  timestamp: number
  props: { type: string; event: string; properties?: Record<string, string | number | boolean> }
}

/**
 * `POST /e`: one analytics event, never retried. The caller is responsible for stripping
 * personal data.
 */
export async function sendAnalyticsEvent(
  client: ApiClient,
  event: AnalyticsEvent,
  { signal }: RequestOptions = {},
): Promise<void> {
  await request(client, {
    path: ['e'],
    method: 'POST',
    query: { projectId: client.projectId, st: sdkType, sv: sdkVersion },
    body: event,
    signal,
  })
}
