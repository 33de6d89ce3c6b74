import type { NameSkeleton } from './flagLookalikes.js'

export type SkeletonLoader = {
  /** The confusables table once it has loaded. */
  current(): NameSkeleton | undefined
  /** Starts loading the table unless it is loading or loaded; a failed load may be started again. */
  load(): void
}

export type CreateSkeletonLoaderParameters = {
  /** Called once, when the table has loaded. */
  onLoad: (skeleton: NameSkeleton) => void
}

/**
 * The confusables table behind lookalike-name checks, loaded by `import()` only when asked (once a
 * second wallet shows up) so it stays out of the page's first paint.
 */
export function createSkeletonLoader({ onLoad }: CreateSkeletonLoaderParameters): SkeletonLoader {
  let skeleton: NameSkeleton | undefined
  let loading = false
  return {
    current: () => skeleton,
    load() {
      if (loading) return
      loading = true
      import('../utils/walletNameSkeleton.js').then(
        ({ walletNameSkeleton }) => {
          skeleton = walletNameSkeleton
          onLoad(walletNameSkeleton)
        },
        () => {
          // A failed chunk load can be retried.
          loading = false
        },
      )
    },
  }
}
