import type { CaipNetwork } from '@kit/core'
import { NetworkMark } from '../../components/NetworkMark/NetworkMark.js'
import { adoptStyles } from '../../theme/adoptStyles.js'
import { useImageOrigins } from '../ImageOrigins/ImageOriginsContext.js'
import { displayName } from '../utils/displayName.js'
import { isSafeImageSrc } from '../utils/isSafeImageSrc.js'
import { networkHue } from '../utils/networkHue.js'
import networkBadgeCss from './NetworkBadge.css?inline'

adoptStyles('modal/NetworkBadge/NetworkBadge.css', networkBadgeCss)

export type NetworkBadgeProps = {
  network: Pick<CaipNetwork, 'name' | 'caipNetworkId'>
  /** The network's image (`getNetworkImageSrc`); unsafe ones, and ones that fail, show the initial. */
  src: string | undefined
}

/** A network's round image, or a coloured circle with its initial when it has none. */
export function NetworkBadge({ network, src }: NetworkBadgeProps) {
  const origins = useImageOrigins()
  const safe = isSafeImageSrc(src, origins) ? src : undefined
  return (
    <NetworkMark
      className="kit-network-badge"
      src={safe}
      initial={Array.from(displayName(network.name, '?'))[0]!.toUpperCase()}
      size={40}
      initialStyle={{ backgroundColor: `hsl(${networkHue(network.caipNetworkId)} 58% 44%)` }}
    />
  )
}
