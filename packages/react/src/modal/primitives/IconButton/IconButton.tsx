import type { ButtonHTMLAttributes } from 'react'
import { adoptStyles } from '../../../theme/adoptStyles.js'
import type { IconName } from '../../icons/iconPaths.js'
import { Icon } from '../Icon/Icon.js'
import iconButtonCss from './IconButton.css?inline'

adoptStyles('modal/primitives/IconButton/IconButton.css', iconButtonCss)

export type IconButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  icon: IconName
  /** The accessible name: an icon alone says nothing to a screen reader. */
  'aria-label': string
  size?: 32 | 40
}

/** A round hit area around one icon. */
export function IconButton({ icon, size = 40, className, ...props }: IconButtonProps) {
  const classes = `kit-icon-btn kit-icon-btn--${size}${className ? ` ${className}` : ''}`
  return (
    <button type="button" className={classes} {...props}>
      <Icon name={icon} size={size === 40 ? 20 : 16} />
    </button>
  )
}
