import type { HTMLAttributes } from 'react'
import { adoptStyles } from '../../../theme/adoptStyles.js'
import iconTileCss from './IconTile.css?inline'

adoptStyles('modal/primitives/IconTile/IconTile.css', iconTileCss)

export type IconTileProps = HTMLAttributes<HTMLSpanElement> & {
  /** Square with the theme's icon radius (a place or a thing), or round (an action or a point). */
  shape?: 'square' | 'round'
  /** The colour of what the tile holds. */
  tone?: 'muted' | 'text' | 'accent'
  /** A 1 px inner border, for a tile that would otherwise melt into its row. */
  outlined?: boolean
}

/** A 40 px tile that holds a row's icon (or a short badge) at the row's start. */
export function IconTile({
  shape = 'square',
  tone = 'muted',
  outlined = false,
  className,
  children,
  ...props
}: IconTileProps) {
  return (
    <span
      className={className ? `kit-icon-tile ${className}` : 'kit-icon-tile'}
      data-shape={shape}
      data-tone={tone}
      data-outlined={outlined || undefined}
      {...props}
    >
      {children}
    </span>
  )
}
