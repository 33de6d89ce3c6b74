import './Skeleton.css'

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
