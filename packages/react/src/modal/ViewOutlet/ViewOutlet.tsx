import type { Kit } from '@kit/core'
import { useState } from 'react'
import type { ImplementedView } from '../views/implementedViews.js'
import { getViewComponent } from '../views/viewRegistry.js'

export type ViewOutletProps = { kit: Kit; view: ImplementedView }

/** Draws one view. The component is fixed for the outlet's life, so a load never remounts it. */
export function ViewOutlet({ kit, view }: ViewOutletProps) {
  const [Component] = useState(() => getViewComponent(view))
  return <Component kit={kit} />
}
