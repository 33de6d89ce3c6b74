import { adoptStyles } from '../../../theme/adoptStyles.js'
import skeletonCss from './Skeleton.css?inline'

adoptStyles('modal/primitives/Skeleton/Skeleton.css', skeletonCss)

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
