import type { HTMLAttributes, ReactNode } from 'react'
import { adoptStyles } from '../../../theme/adoptStyles.js'
import textCss from './Text.css?inline'

adoptStyles('modal/primitives/Text/Text.css', textCss)

export type TextProps = HTMLAttributes<HTMLElement> & {
  as?: 'p' | 'span' | 'h2' | 'h3' | 'div'
  size?: 12 | 14 | 16 | 20 | 24
  weight?: 500 | 600
  tone?: 'default' | 'muted' | 'error' | 'success'
  /** One line, cut with an ellipsis. */
  truncate?: boolean
  align?: 'start' | 'center'
  children?: ReactNode
}

/** Text in the modal's type scale. */
export function Text({
  as: Tag = 'p',
  size = 14,
  weight = 500,
  tone = 'default',
  truncate = false,
  align = 'start',
  className,
  ...props
}: TextProps) {
  const classes = [
    'kit-text',
    `kit-text--${size}`,
    `kit-text--w${weight}`,
    tone !== 'default' && `kit-text--${tone}`,
    truncate && 'kit-text--truncate',
    align === 'center' && 'kit-text--center',
    className,
  ]
  return <Tag className={classes.filter(Boolean).join(' ')} {...props} />
}
