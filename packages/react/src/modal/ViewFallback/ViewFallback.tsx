import { Skeleton } from '../primitives/Skeleton/Skeleton.js'
import './ViewFallback.css'

/** Shown only while a view's chunk loads for the first time: rows shaped like a list. */
export function ViewFallback() {
  return (
    <div className="kit-view-fallback" aria-busy="true">
      <Skeleton width="100%" height={56} />
      <Skeleton width="100%" height={56} />
      <Skeleton width="100%" height={56} />
    </div>
  )
}
