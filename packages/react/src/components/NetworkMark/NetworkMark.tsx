'use client'
import { type CSSProperties, useState } from 'react'

export type NetworkMarkProps = {
  className: string
  /** An image address already judged safe; one that fails to load shows the initial instead. */
  src: string | undefined
  /** Drawn when there is no image. */
  initial: string | undefined
  /** The image's width and height attributes (px). */
  size: number
  /** Applied only while the initial is drawn (a colour behind it). */
  initialStyle?: CSSProperties | undefined
}

/** A network's round mark: its image, or its initial when it has none or the image fails. */
export function NetworkMark({ className, src, initial, size, initialStyle }: NetworkMarkProps) {
  const [failed, setFailed] = useState<string>()
  const shown = src !== undefined && failed !== src ? src : undefined
  return (
    <span
      className={className}
      style={shown ? undefined : initialStyle}
      data-image={shown ? true : undefined}
      aria-hidden="true"
    >
      {shown ? (
        <img
          src={shown}
          alt=""
          width={size}
          height={size}
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
