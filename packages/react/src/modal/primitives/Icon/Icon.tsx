import type { CSSProperties } from 'react'
import { adoptStyles } from '../../../theme/adoptStyles.js'
import { type IconSize, iconMask } from '../../icons/iconMask.js'
import type { IconName } from '../../icons/iconPaths.js'
import iconCss from './Icon.css?inline'

adoptStyles('modal/primitives/Icon/Icon.css', iconCss)

export type IconProps = { name: IconName; size?: IconSize; className?: string }

/**
 * One icon of the set, decorative (the control around it carries the accessible name): a box
 * in the text's colour, masked by the icon's shape.
 */
export function Icon({ name, size = 20, className }: IconProps) {
  const style = { width: size, height: size, '--kit-icon': iconMask(name, size) } as CSSProperties
  return (
    <span
      className={className ? `kit-icon ${className}` : 'kit-icon'}
      data-icon={name}
      aria-hidden="true"
      style={style}
    />
  )
}
