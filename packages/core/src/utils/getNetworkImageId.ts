import { networkImageIds } from '../networks/networkImageIds.js'
import type { CaipNetwork } from '../types/network.js'

/** Image ids that are one plain URL path segment (never `.` or `..`). */
const imageIdPattern = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,79}$/

/**
 * A network's image id: its own `assets.imageId` when that is a plain id, else the catalogue's
 * id for its chain (`networkImageIds`), else `undefined`.
 * @example getNetworkImageId(mainnet) // 'ba0ba0cd-17c6-4806-ad93-f9d174f17900'
 */
export function getNetworkImageId(
  network: Pick<CaipNetwork, 'caipNetworkId' | 'assets'>,
): string | undefined {
  const own = network.assets?.imageId
  if (typeof own === 'string' && imageIdPattern.test(own)) return own
  return Object.hasOwn(networkImageIds, network.caipNetworkId)
    ? networkImageIds[network.caipNetworkId]
    : undefined
}
