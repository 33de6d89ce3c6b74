import type { ButtonHTMLAttributes } from 'react'
import { adoptStyles } from '../../../theme/adoptStyles.js'
import type { IconName } from '../../icons/iconPaths.js'
import { Icon } from '../Icon/Icon.js'
import textButtonCss from './TextButton.css?inline'

adoptStyles('modal/primitives/TextButton/TextButton.css', textButtonCss)

export type TextButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  /** A 16 px icon after the text (a chevron for "more"). */
  endIcon?: IconName
}

/** A quiet, centred button drawn as accent text: a way on to another view, below a list. */
export function TextButton({ endIcon, className, children, ...props }: TextButtonProps) {
  return (
    <button
      type="button"
      className={className ? `kit-text-btn ${className}` : 'kit-text-btn'}
      {...props}
    >
      {children}
      {endIcon && <Icon name={endIcon} size={16} />}
    </button>
  )
}
