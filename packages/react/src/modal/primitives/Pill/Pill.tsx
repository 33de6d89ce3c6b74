import type { HTMLAttributes } from 'react'
import './Pill.css'

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
