import type { Kit } from '@kit/core'
import { Suspense } from 'react'
import type { ImplementedView } from '../views/implementedViews.js'
import { getViewComponent } from '../views/viewRegistry.js'

export type ViewOutletProps = { kit: Kit; view: ImplementedView }

/** Draws one view; a view of an optional feature draws once its chunk has loaded. */
export function ViewOutlet({ kit, view }: ViewOutletProps) {
  const Component = getViewComponent(view)
  return (
    <Suspense fallback={null}>
      <Component kit={kit} />
    </Suspense>
  )
}
