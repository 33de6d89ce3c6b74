import type { Kit } from '@kit/core'
import type { ImplementedView } from '../views/implementedViews.js'
import { getViewComponent } from '../views/viewRegistry.js'

export type ViewOutletProps = { kit: Kit; view: ImplementedView }

/** Draws one view. */
export function ViewOutlet({ kit, view }: ViewOutletProps) {
  const Component = getViewComponent(view)
  return <Component kit={kit} />
}
