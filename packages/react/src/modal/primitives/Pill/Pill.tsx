import type { HTMLAttributes } from 'react'
import { adoptStyles } from '../../../theme/adoptStyles.js'
import pillCss from './Pill.css?inline'

adoptStyles('modal/primitives/Pill/Pill.css', pillCss)

export type PillProps = HTMLAttributes<HTMLSpanElement> & {
  variant: 'success' | 'accent' | 'neutral' | 'warning'
}

/** A small uppercase status label with a tinted background. */
export function Pill({ variant, className, ...props }: PillProps) {
  return (
    <span
      className={`kit-pill kit-pill--${variant}${className ? ` ${className}` : ''}`}
      {...props}
    />
  )
}
