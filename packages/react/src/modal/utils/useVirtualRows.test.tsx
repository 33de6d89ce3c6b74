import { act, cleanup, fireEvent, render } from '@testing-library/react'
import { useLayoutEffect } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { useVirtualRows, type VirtualRows } from './useVirtualRows.js'

afterEach(cleanup)

let latest: VirtualRows | undefined
/** The rows of each render React committed, in order. */
let committed: number[][] = []

function List({ count, pinned, resetKey }: { count: number; pinned?: number; resetKey?: string }) {
  const virtual = useVirtualRows({ count, rowHeight: 100, overscan: 1, pinned, resetKey })
  latest = virtual
  useLayoutEffect(() => {
    committed.push(virtual.rows)
  })
  return (
    <div ref={virtual.ref} data-testid="box">
      <div data-testid="sizer" style={{ height: virtual.totalHeight }}>
        {virtual.rows.map((row) => (
          <div key={row} data-row={row} style={{ top: row * 100 }} />
        ))}
      </div>
    </div>
  )
}

function drawnRows(container: HTMLElement) {
  return Array.from(container.querySelectorAll('[data-row]'), (row) =>
    Number(row.getAttribute('data-row')),
  )
}

function scrollTo(box: HTMLElement, top: number) {
  Object.defineProperty(box, 'scrollTop', { configurable: true, writable: true, value: top })
  fireEvent.scroll(box)
}

describe('useVirtualRows', () => {
  it('draws only the rows in view plus the overscan, under a full-height sizer', () => {
    const { container, getByTestId } = render(<List count={1000} />)
    // No layout in the test DOM: the 400 px fallback viewport holds 4 rows, plus 1 overscan.
    expect(drawnRows(container)).toEqual([0, 1, 2, 3, 4])
    expect(getByTestId('sizer').style.height).toBe('100000px')
  })

  it('follows the scroll position', () => {
    const { container, getByTestId } = render(<List count={1000} />)
    act(() => scrollTo(getByTestId('box'), 50_000))
    expect(drawnRows(container)).toEqual([499, 500, 501, 502, 503, 504])
  })

  it('keeps a pinned row drawn after it scrolls away', () => {
    const { container, getByTestId } = render(<List count={1000} pinned={1} />)
    act(() => scrollTo(getByTestId('box'), 20_000))
    expect(drawnRows(container)).toEqual([1, 199, 200, 201, 202, 203, 204])
  })

  it('scrolls a row into view on request', () => {
    const { container, getByTestId } = render(<List count={1000} />)
    const box = getByTestId('box')
    Object.defineProperty(box, 'scrollTop', { configurable: true, writable: true, value: 0 })
    act(() => latest!.scrollToRow(10))
    expect(box.scrollTop).toBe(700)
    expect(drawnRows(container)).toContain(10)
    act(() => latest!.scrollToRow(2))
    expect(box.scrollTop).toBe(200)
    expect(drawnRows(container)[0]).toBe(1)
  })

  it('catalogue search budget: a new list is drawn from its first row in one commit', () => {
    const { container, getByTestId, rerender } = render(<List count={1000} resetKey="" />)
    const box = getByTestId('box')
    let scrollTop = 0
    let layoutReads = 0
    Object.defineProperty(box, 'scrollTop', {
      configurable: true,
      get: () => {
        layoutReads += 1
        return scrollTop
      },
      set: (next: number) => {
        scrollTop = next
      },
    })
    act(() => {
      scrollTop = 90_000
      fireEvent.scroll(box)
    })
    expect(drawnRows(container)[0]).toBe(899)
    committed = []
    rerender(<List count={40} resetKey="fou" />)
    // Never drawn at the old offset (the last row of the shorter list) and then again at the top.
    expect(committed).toEqual([[0, 1, 2, 3, 4]])
    expect(scrollTop).toBe(0)
    // Back at the top, the next list reads and writes nothing: no synchronous layout.
    layoutReads = 0
    rerender(<List count={1000} resetKey="" />)
    expect(layoutReads).toBe(0)
    expect(drawnRows(container)).toEqual([0, 1, 2, 3, 4])
  })
})
