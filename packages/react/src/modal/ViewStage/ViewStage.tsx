import type { Kit } from '@kit/core'
import { type UIEvent, useCallback, useRef } from 'react'
import { adoptStyles } from '../../theme/adoptStyles.js'
import { inertAttribute } from '../../utils/inertAttribute.js'
import { useActiveView } from '../utils/useActiveView.js'
import { useCrossFade } from '../utils/useCrossFade.js'
import { useParentFollowsHeight } from '../utils/useParentFollowsHeight.js'
import { ViewOutlet } from '../ViewOutlet/ViewOutlet.js'
import { focusView } from './focusView.js'
import { OnReady } from './OnReady.js'
import viewStageCss from './ViewStage.css?inline'

adoptStyles('modal/ViewStage/ViewStage.css', viewStageCss)

/**
 * The stage only clips (its height eases after the view's), but `overflow: hidden` still lets a
 * scroll into view, a focus moved by Tab or find in page scroll it while it is shorter than its
 * view, and it kept that offset: the view's top stayed cut off. Not `overflow: clip`, which is no
 * scroll container: axe-core 4.13 then measures the contrast of text against the page behind the
 * backdrop. Scrolling is the card's job.
 */
function keepUnscrolled(event: UIEvent<HTMLDivElement>) {
  const stage = event.currentTarget
  if (stage.scrollTop !== 0) stage.scrollTop = 0
  if (stage.scrollLeft !== 0) stage.scrollLeft = 0
}

/**
 * The current view, cross-faded with a short slide in the direction of travel (forward when
 * the history grows, back when it shrinks), inside a box whose height follows the view.
 */
export function ViewStage({ kit }: { kit: Kit }) {
  const { view, depth } = useActiveView(kit)
  const items = useCrossFade(`${depth}:${view}`, view, 150, depth)
  const currentRef = useRef<HTMLDivElement | null>(null)
  const followHeight = useParentFollowsHeight()
  // The stage's height follows the current view's through the CSSOM, not state: measuring it
  // on mount, on a view change or on opening re-renders nothing.
  const attach = useCallback(
    (element: HTMLDivElement | null) => {
      currentRef.current = element
      followHeight(element)
    },
    [followHeight],
  )
  return (
    <div className="kit-stage" onScroll={keepUnscrolled}>
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
