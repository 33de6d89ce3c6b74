import type { Kit } from '@kit/core'
import { useCallback, useRef, useState } from 'react'
import { adoptStyles } from '../../theme/adoptStyles.js'
import { inertAttribute } from '../../utils/inertAttribute.js'
import { useActiveView } from '../utils/useActiveView.js'
import { useCrossFade } from '../utils/useCrossFade.js'
import { useElementHeight } from '../utils/useElementHeight.js'
import { ViewOutlet } from '../ViewOutlet/ViewOutlet.js'
import { focusView } from './focusView.js'
import { OnReady } from './OnReady.js'
import viewStageCss from './ViewStage.css?inline'

adoptStyles('modal/ViewStage/ViewStage.css', viewStageCss)

/**
 * The current view, cross-faded with a short slide in the direction of travel (forward when
 * the history grows, back when it shrinks), inside a box whose height follows the view.
 */
export function ViewStage({ kit }: { kit: Kit }) {
  const { view, depth } = useActiveView(kit)
  const items = useCrossFade(`${depth}:${view}`, view, 150, depth)
  const [current, setCurrent] = useState<HTMLDivElement | null>(null)
  const currentRef = useRef<HTMLDivElement | null>(null)
  const attach = useCallback((element: HTMLDivElement | null) => {
    currentRef.current = element
    setCurrent(element)
  }, [])
  const height = useElementHeight(current)
  return (
    <div className="kit-stage" style={height === undefined ? undefined : { height }}>
      {items.map((item) => {
        const leaving = item.phase === 'exit'
        return (
          <div
            key={item.id}
            ref={leaving ? undefined : attach}
            className="kit-view"
            data-phase={item.phase}
            data-direction={item.direction}
            inert={inertAttribute(leaving)}
            aria-hidden={leaving || undefined}
          >
            <ViewOutlet kit={kit} view={item.value} />
            {!leaving && (
              <OnReady onReady={() => currentRef.current && focusView(currentRef.current)} />
            )}
          </div>
        )
      })}
    </div>
  )
}
