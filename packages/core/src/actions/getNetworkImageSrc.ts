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
 * The image of a network: the app's `chainImages` entry for its chain id (or CAIP-2 id), else its
 * own `assets.imageUrl`, each only when safe to show, else the
 * catalogue's asset image for its image id (`getNetworkImageId`), else `undefined` (draw the
 * initial instead). No request is made.
 * @example getNetworkImageSrc(kit, { network: mainnet })
 */
export function getNetworkImageSrc(
  kit: Kit,
  { network }: GetNetworkImageSrcParameters,
): string | undefined {
  const origins = getServiceOrigins(kit)
  const chainImages = kit.options.input.chainImages ?? {}
  const { caipNetworkId } = network
  const chainId = caipNetworkId.slice(caipNetworkId.indexOf(':') + 1)
  for (const key of [caipNetworkId, chainId])
    if (Object.hasOwn(chainImages, key) && isSafeImageUrl(chainImages[key], origins))
      return chainImages[key]
  const own = network.assets?.imageUrl
  if (isSafeImageUrl(own, origins)) return own
  const imageId = getNetworkImageId(network)
  return imageId ? getAssetImageUrl(kit.clients.explorer, imageId) : undefined
}
