import { getAssetImageUrl } from '@kit/blockchain-api/modules/actions/getAssetImageUrl'
import type { Kit } from '../types/kit.js'
import type { CaipNetwork } from '../types/network.js'
import { getNetworkImageId } from '../utils/getNetworkImageId.js'
import { isSafeImageUrl } from '../utils/isSafeImageUrl.js'
import { getServiceOrigins } from './getServiceOrigins.js'

export type GetNetworkImageSrcParameters = {
  network: Pick<CaipNetwork, 'caipNetworkId' | 'assets'>
}

/**
 * The image of a network: its own `assets.imageUrl` when that is safe to show, else the
 * catalogue's asset image for its image id (`getNetworkImageId`), else `undefined` (draw the
 * initial instead). No request is made.
 * @example getNetworkImageSrc(kit, { network: mainnet })
 */
export function getNetworkImageSrc(
  kit: Kit,
  { network }: GetNetworkImageSrcParameters,
): string | undefined {
  const own = network.assets?.imageUrl
  if (isSafeImageUrl(own, getServiceOrigins(kit))) return own
  const imageId = getNetworkImageId(network)
  return imageId ? getAssetImageUrl(kit.clients.explorer, imageId) : undefined
}
