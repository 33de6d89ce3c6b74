import type { ApiClient } from '../createApiClient.js'
import { buildUrl } from '../utils/buildUrl.js'

/** URL of a currency image (`/public/getCurrencyImage/{currencyId}`); no request is made. */
export function getCurrencyImageUrl(client: ApiClient, currencyId: string): string {
  return buildUrl(client, { path: ['public', 'getCurrencyImage', currencyId], sdkParams: true })
    .href
}
