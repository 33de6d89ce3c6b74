import { adoptStyles } from '../../../theme/adoptStyles.js'
import skeletonCss from './Skeleton.css?inline'

adoptStyles('modal/primitives/Skeleton/Skeleton.css', skeletonCss)

/** The shimmer's class, for a placeholder that draws its own elements (`RowSkeleton`). */
export const skeletonClassName = 'kit-skeleton'

export type SkeletonProps = { width: number | string; height: number; round?: boolean }

/** A placeholder shaped like the content that is loading. */
export function Skeleton({ width, height, round = false }: SkeletonProps) {
  return (
    <span
      className={round ? 'kit-skeleton kit-skeleton--round' : 'kit-skeleton'}
      style={{ width, height }}
      aria-hidden="true"
    />
  )
}
