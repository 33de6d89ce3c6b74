'use client'
import type { CaipNetwork, Kit } from '@kit/core'
import { useEffect, useState } from 'react'

type GetNetworkImageSrc = typeof import('./loadNetworkImageSrc.js').getNetworkImageSrc

const loadNetworkImageSrc = () => import('./loadNetworkImageSrc.js')

/**
 * The network's image address (`getNetworkImageSrc`), or `undefined` until the code that builds
 * it has loaded with `import()` after first paint; the button draws the initial until then.
 */
export function useNetworkImageSrc(kit: Kit, network: CaipNetwork | undefined): string | undefined {
  const [getSrc, setGetSrc] = useState<GetNetworkImageSrc>()
  useEffect(() => {
    let active = true
    loadNetworkImageSrc().then(
      ({ getNetworkImageSrc }) => {
        if (active) setGetSrc(() => getNetworkImageSrc)
      },
      () => {
        // The initial stays when the chunk cannot load.
      },
    )
    return () => {
      active = false
    }
  }, [])
  return getSrc && network ? getSrc(kit, { network }) : undefined
}
