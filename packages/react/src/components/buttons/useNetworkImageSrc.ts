'use client'
import type { CaipNetwork, Kit } from '@kit/core'
import { useEffect, useState } from 'react'
import { loadModalCode } from '../../mount/loadModal.js'
import { whenIdle } from '../../mount/whenIdle.js'

type GetNetworkImageSrc = typeof import('../../modal/Modal.js').getNetworkImageSrc

/**
 * The network's image address (`getNetworkImageSrc`), or `undefined` until the modal's code has
 * loaded once the page is idle; the button draws the initial until then. The modal's own chunk
 * carries the image-address code, so the button adds no chunk of its own.
 */
export function useNetworkImageSrc(kit: Kit, network: CaipNetwork | undefined): string | undefined {
  const [getSrc, setGetSrc] = useState<GetNetworkImageSrc>()
  useEffect(() => {
    let active = true
    const cancel = whenIdle(() => {
      loadModalCode().then(
        ({ getNetworkImageSrc }) => {
          if (active) setGetSrc(() => getNetworkImageSrc)
        },
        () => {
          // The initial stays when the chunk cannot load.
        },
      )
    })
    return () => {
      active = false
      cancel()
    }
  }, [])
  return getSrc && network ? getSrc(kit, { network }) : undefined
}
