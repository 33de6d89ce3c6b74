import { adoptStyles } from '../../../theme/adoptStyles.js'
import { type IconName, iconPaths } from '../../icons/iconPaths.js'
import iconCss from './Icon.css?inline'

adoptStyles('modal/primitives/Icon/Icon.css', iconCss)

export type IconProps = { name: IconName; size?: 16 | 20 | 24 | 28; className?: string }

/** One icon of the set, decorative (the control around it carries the accessible name). */
export function Icon({ name, size = 20, className }: IconProps) {
  return (
    <svg
      className={className ? `kit-icon ${className}` : 'kit-icon'}
      width={size}
      height={size}
      viewBox="0 0 20 20"
      data-icon={name}
      aria-hidden="true"
      focusable="false"
    >
      <path d={iconPaths[name]} />
    </svg>
  )
}
