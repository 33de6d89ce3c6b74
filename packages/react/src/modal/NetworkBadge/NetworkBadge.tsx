import type { CaipNetwork } from '@kit/core'
import { Image } from '../primitives/Image/Image.js'
import { displayName } from '../utils/displayName.js'
import { isSafeImageSrc } from '../utils/isSafeImageSrc.js'
import { networkHue } from '../utils/networkHue.js'
import './NetworkBadge.css'

/** A network's round image, or a coloured circle with its initial when it has none. */
export function NetworkBadge({
  network,
}: {
  network: Pick<CaipNetwork, 'name' | 'caipNetworkId' | 'assets'>
}) {
  const imageUrl = network.assets?.imageUrl
  if (isSafeImageSrc(imageUrl)) return <Image src={imageUrl} shape="round" fallback="network" />
  const initial = Array.from(displayName(network.name, '?'))[0]!.toUpperCase()
  return (
    <span
      className="kit-network-badge"
      style={{ backgroundColor: `hsl(${networkHue(network.caipNetworkId)} 58% 44%)` }}
      aria-hidden="true"
    >
      {initial}
    </span>
  )
}
