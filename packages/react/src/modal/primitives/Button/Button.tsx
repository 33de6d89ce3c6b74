import type { ButtonHTMLAttributes } from 'react'
import { adoptStyles } from '../../../theme/adoptStyles.js'
import type { IconName } from '../../icons/iconPaths.js'
import { Icon } from '../Icon/Icon.js'
import buttonCss from './Button.css?inline'

adoptStyles('modal/primitives/Button/Button.css', buttonCss)

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: 'primary' | 'secondary'
  icon?: IconName | undefined
}

/** A 48 px full-width action: accent (primary) or surface (secondary). */
export function Button({ variant = 'primary', icon, className, children, ...props }: ButtonProps) {
  const classes = `kit-btn kit-btn--${variant}${className ? ` ${className}` : ''}`
  return (
    <button type="button" className={classes} {...props}>
      {icon && <Icon name={icon} />}
      <span className="kit-btn__label">{children}</span>
    </button>
  )
}
