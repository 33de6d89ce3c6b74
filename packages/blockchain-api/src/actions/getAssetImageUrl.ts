import type { ApiClient } from '../createApiClient.js'
import { buildUrl } from '../utils/buildUrl.js'

/** URL of an asset image (`/public/getAssetImage/{imageId}`); no request is made. */
export function getAssetImageUrl(client: ApiClient, imageId: string): string {
  return buildUrl(client, { path: ['public', 'getAssetImage', imageId], sdkParams: true }).href
}
