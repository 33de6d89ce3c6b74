'use client'
import { useState } from 'react'
import { isSafeImageSrc } from '../../modal/utils/isSafeImageSrc.js'

export type NetworkIconProps = {
  /** The network's name, whose initial is drawn when there is no image. */
  name: string | undefined
  /** The network's image (`getNetworkImageSrc`). */
  src: string | undefined
  /** Origins of the kit's own services, whose plain-http images are allowed. */
  origins: readonly string[]
}

/** The round network mark in the network button: the network's image, else its initial. */
export function NetworkIcon({ name, src, origins }: NetworkIconProps) {
  const [failed, setFailed] = useState<string>()
  const shown = isSafeImageSrc(src, origins) && failed !== src ? src : undefined
  const initial = name ? Array.from(name.trim())[0]?.toUpperCase() : undefined
  return (
    <span
      className="kit-button__network-dot"
      data-image={shown ? true : undefined}
      aria-hidden="true"
    >
      {shown ? (
        <img
          src={shown}
          alt=""
          width={24}
          height={24}
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
