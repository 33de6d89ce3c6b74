import { cleanup, render } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useParentFollowsHeight } from './useParentFollowsHeight.js'

function Stage() {
  const follow = useParentFollowsHeight()
  return (
    <div data-testid="stage" style={{ transition: 'height 150ms ease' }}>
      <div ref={follow} data-testid="view" />
    </div>
  )
}

/** What the view measures, and whether it is drawn (checkVisibility). */
let viewHeight = 0
let viewSeen = true
/** The stage's height and transition at each layout read of it (jsdom lays nothing out). */
let stageReads: string[] = []
/** The ResizeObserver's callback, called by hand. */
let resized: () => void = () => {}

beforeEach(() => {
  viewHeight = 100
  viewSeen = true
  stageReads = []
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: () => void) {
        resized = callback
      }
      observe() {}
      disconnect() {}
    },
  )
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    if (this.dataset.testid === 'view') return viewHeight
    stageReads.push(`${this.style.height} ${this.style.transition}`)
    return 0
  })
  Object.defineProperty(HTMLElement.prototype, 'checkVisibility', {
    configurable: true,
    value(this: HTMLElement) {
      return this.dataset.testid === 'view' ? viewSeen : true
    },
  })
})

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  Reflect.deleteProperty(HTMLElement.prototype, 'checkVisibility')
})

const stage = (container: HTMLElement) =>
  container.querySelector<HTMLElement>('[data-testid="stage"]')

describe('useParentFollowsHeight', () => {
  it('eases a change of height while the view is seen from one measure to the next', () => {
    const { container } = render(<Stage />)
    expect(stage(container)?.style.height).toBe('100px')
    stageReads = []
    viewHeight = 180
    resized()
    expect(stage(container)?.style.height).toBe('180px')
    // Written with its transition, and no style computed without it.
    expect(stageReads).toEqual([])
    expect(stage(container)?.style.transition).toBe('height 150ms ease')
  })

  it('sets the first height after the view comes into sight at once: the stage does not grow under the pointer', () => {
    viewSeen = false
    const { container } = render(<Stage />)
    // The modal's rows came in while it was closed: nothing reached the stage.
    viewHeight = 432
    viewSeen = true
    stageReads = []
    resized()
    expect(stage(container)?.style.height).toBe('432px')
    // The height's style was computed with the transition off, which then comes back.
    expect(stageReads).toEqual(['432px none'])
    expect(stage(container)?.style.transition).toBe('height 150ms ease')
    // From then on, changes ease again.
    stageReads = []
    viewHeight = 300
    resized()
    expect(stageReads).toEqual([])
  })

  it('sets heights measured while hidden without a transition', () => {
    const { container } = render(<Stage />)
    viewSeen = false
    viewHeight = 250
    stageReads = []
    resized()
    expect(stageReads).toEqual(['250px none'])
    expect(stage(container)?.style.transition).toBe('height 150ms ease')
  })
})
