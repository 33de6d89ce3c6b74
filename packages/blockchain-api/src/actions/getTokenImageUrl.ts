import type { ApiClient } from '../createApiClient.js'
import { buildUrl } from '../utils/buildUrl.js'

/** URL of a token image (`/public/getTokenImage/{symbol}`); no request is made. */
export function getTokenImageUrl(client: ApiClient, symbol: string): string {
  return buildUrl(client, { path: ['public', 'getTokenImage', symbol], sdkParams: true }).href
}
