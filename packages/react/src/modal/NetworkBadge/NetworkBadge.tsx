import type { CaipNetwork } from '@kit/core'
import { useState } from 'react'
import { useImageOrigins } from '../ImageOrigins/useImageOrigins.js'
import { displayName } from '../utils/displayName.js'
import { isSafeImageSrc } from '../utils/isSafeImageSrc.js'
import { networkHue } from '../utils/networkHue.js'
import './NetworkBadge.css'

export type NetworkBadgeProps = {
  network: Pick<CaipNetwork, 'name' | 'caipNetworkId'>
  /** The network's image (`getNetworkImageSrc`); unsafe ones, and ones that fail, show the initial. */
  src: string | undefined
}

/** A network's round image, or a coloured circle with its initial when it has none. */
export function NetworkBadge({ network, src }: NetworkBadgeProps) {
  const origins = useImageOrigins()
  const [failed, setFailed] = useState<string>()
  const shown = isSafeImageSrc(src, origins) && failed !== src ? src : undefined
  const initial = Array.from(displayName(network.name, '?'))[0]!.toUpperCase()
  return (
    <span
      className="kit-network-badge"
      style={
        shown ? undefined : { backgroundColor: `hsl(${networkHue(network.caipNetworkId)} 58% 44%)` }
      }
      data-image={shown ? true : undefined}
      aria-hidden="true"
    >
      {shown ? (
        <img
          src={shown}
          alt=""
          width={40}
          height={40}
          draggable={false}
          decoding="async"
          referrerPolicy="no-referrer"
          onError={() => setFailed(shown)}
        />
      ) : (
        initial
      )}
    </span>
  )
}
