import type { AnchorHTMLAttributes, ReactNode } from 'react'
import { adoptStyles } from '../../../theme/adoptStyles.js'
import rowCss from './Row.css?inline'

adoptStyles('modal/primitives/Row/Row.css', rowCss)

export type LinkRowProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'target' | 'rel'> & {
  /** An `https:` address, checked by the caller against its allowlist. */
  href: string
  /** The 40 px icon or badge on the left. */
  start?: ReactNode
  /** An icon on the right. */
  end?: ReactNode
}

/**
 * A 56 px list row that is a link to another site: it opens in a new tab with no opener and no
 * Referer (SECURITY S21), and can be copied or opened as any link can.
 */
export function LinkRow({ start, end, className, children, ...props }: LinkRowProps) {
  return (
    <a
      className={className ? `kit-row ${className}` : 'kit-row'}
      target="_blank"
      rel="noopener noreferrer"
      referrerPolicy="no-referrer"
      {...props}
    >
      {start}
      <span className="kit-row__label">{children}</span>
      {end}
    </a>
  )
}
