'use client'
import { useState } from 'react'

export type NetworkIconProps = {
  /** The network's name, whose initial is drawn when there is no image. */
  name: string | undefined
  /** The network's image, already checked by `getNetworkImageSrc` (SECURITY B10). */
  src: string | undefined
}

/** The round network mark in the network button: the network's image, else its initial. */
export function NetworkIcon({ name, src }: NetworkIconProps) {
  const [failed, setFailed] = useState<string>()
  const shown = failed !== src ? src : undefined
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
