import type { ApiClient } from '../createApiClient.js'
import { buildUrl } from '../utils/buildUrl.js'

/** URL of a catalogue wallet's image (`/getWalletImage/{imageId}`); no request is made. */
export function getWalletImageUrl(client: ApiClient, imageId: string): string {
  return buildUrl(client, { path: ['getWalletImage', imageId], sdkParams: true }).href
}
