import { Skeleton } from '../primitives/Skeleton/Skeleton.js'

const rowKeys = ['first', 'second', 'third', 'fourth', 'fifth'] as const

/**
 * Rows shaped like activity rows while history loads (UI.md: skeletons, not a spinner): the
 * Activity tab's and the Transactions view's. At most five.
 */
export function ActivityRowSkeletons({ rows, testId }: { rows: number; testId: string }) {
  return rowKeys.slice(0, rows).map((row) => (
    <div key={row} className="kit-activity-row" data-testid={testId}>
      <Skeleton width={40} height={40} round />
      <span className="kit-activity-row__main">
        <Skeleton width={96} height={14} />
        <Skeleton width={136} height={12} />
      </span>
      <Skeleton width={64} height={14} />
    </div>
  ))
}
