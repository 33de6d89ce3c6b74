import { act, cleanup, render } from '@testing-library/react'
import { useRef } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useLaidOutWhileHidden } from './useLaidOutWhileHidden.js'

function Panel({ hidden, text }: { hidden: boolean; text: string }) {
  const ref = useRef<HTMLDivElement>(null)
  useLaidOutWhileHidden(ref, hidden)
  return (
    <div ref={ref} data-testid="panel" style={hidden ? { contentVisibility: 'hidden' } : undefined}>
      <span>{text}</span>
    </div>
  )
}

/** The panel's `content-visibility` at each layout read (jsdom lays nothing out). */
let layouts: string[] = []

beforeEach(() => {
  layouts = []
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    if (this.dataset.testid === 'panel')
      layouts.push(this.style.getPropertyValue('content-visibility'))
    return 0
  })
})

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

/** The browser skips content under `content-visibility: hidden`, as Chromium, Firefox and Safari do. */
function supportContentVisibility() {
  vi.stubGlobal('CSS', {
    supports: (property: string, value: string) =>
      property === 'content-visibility' && value === 'hidden',
  })
}

const mutationsDelivered = () => act(() => Promise.resolve())

describe('useLaidOutWhileHidden', () => {
  it('lays the hidden content out once shown, then hides it again', () => {
    supportContentVisibility()
    const { getByTestId } = render(<Panel hidden text="one" />)
    expect(layouts).toEqual(['visible'])
    expect(getByTestId('panel').style.getPropertyValue('content-visibility')).toBe('hidden')
  })

  it('lays it out again after each change inside, but not after its own writes', async () => {
    supportContentVisibility()
    const { rerender } = render(<Panel hidden text="one" />)
    await mutationsDelivered()
    expect(layouts).toEqual(['visible'])
    rerender(<Panel hidden text="two" />)
    await mutationsDelivered()
    expect(layouts).toEqual(['visible', 'visible'])
    await mutationsDelivered()
    expect(layouts).toHaveLength(2)
  })

  it('stops once the content shows', async () => {
    supportContentVisibility()
    const { rerender, getByTestId } = render(<Panel hidden text="one" />)
    rerender(<Panel hidden={false} text="one" />)
    rerender(<Panel hidden={false} text="two" />)
    await mutationsDelivered()
    expect(layouts).toEqual(['visible'])
    expect(getByTestId('panel').style.getPropertyValue('content-visibility')).toBe('')
  })

  it('does nothing where content-visibility is not supported (hidden by visibility there)', async () => {
    render(<Panel hidden text="one" />)
    await mutationsDelivered()
    expect(layouts).toEqual([])
  })
})
