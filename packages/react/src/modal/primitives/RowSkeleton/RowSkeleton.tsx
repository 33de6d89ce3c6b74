import type { HTMLAttributes } from 'react'
import { adoptStyles } from '../../../theme/adoptStyles.js'
import { skeletonClassName } from '../Skeleton/Skeleton.js'
import rowSkeletonCss from './RowSkeleton.css?inline'

adoptStyles('modal/primitives/RowSkeleton/RowSkeleton.css', rowSkeletonCss)

export type RowSkeletonProps = HTMLAttributes<HTMLElement> & {
  /** The element it stands in for: a list item in a list, else a block. */
  as?: 'li' | 'div'
}

/** A 56 px placeholder shaped like a `Row` (icon and label) while that row's data loads. */
export function RowSkeleton({ as: Tag = 'div', className, ...props }: RowSkeletonProps) {
  return (
    <Tag
      aria-hidden="true"
      className={className ? `kit-row-skeleton ${className}` : 'kit-row-skeleton'}
      {...props}
    >
      {/* The shimmer's own spans, not two more components: the list draws up to eight of these. */}
      <span className={`${skeletonClassName} kit-row-skeleton__icon`} />
      <span className={`${skeletonClassName} kit-row-skeleton__label`} />
    </Tag>
  )
}
