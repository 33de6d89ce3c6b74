import type { ButtonHTMLAttributes, ReactNode } from 'react'
import { adoptStyles } from '../../../theme/adoptStyles.js'
import rowCss from './Row.css?inline'

adoptStyles('modal/primitives/Row/Row.css', rowCss)

export type RowProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  /** The 40 px icon or badge on the left. */
  start?: ReactNode
  /** Status pill, check or spinner on the right. */
  end?: ReactNode
  tone?: 'default' | 'danger'
}

/** A 56 px list row: icon, one-line label, status. */
export function Row({ start, end, tone = 'default', className, children, ...props }: RowProps) {
  const classes = `kit-row${tone === 'danger' ? ' kit-row--danger' : ''}${className ? ` ${className}` : ''}`
  return (
    <button type="button" className={classes} {...props}>
      {start}
      <span className="kit-row__label">{children}</span>
      {end}
    </button>
  )
}
