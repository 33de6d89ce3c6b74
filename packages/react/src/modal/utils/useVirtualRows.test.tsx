import { act, cleanup, fireEvent, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { useVirtualRows, type VirtualRows } from './useVirtualRows.js'

afterEach(cleanup)

let latest: VirtualRows | undefined

function List({ count, pinned }: { count: number; pinned?: number }) {
  const virtual = useVirtualRows({ count, rowHeight: 100, overscan: 1, pinned })
  latest = virtual
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

  it('catalogue search budget: scrollToTop at the top reads no layout, and scrolls back when down', () => {
    const { container, getByTestId } = render(<List count={1000} />)
    const box = getByTestId('box')
    let layoutReads = 0
    for (const property of ['scrollTop', 'clientHeight'] as const) {
      let value = 0
      Object.defineProperty(box, property, {
        configurable: true,
        get: () => {
          layoutReads += 1
          return value
        },
        set: (next: number) => {
          value = next
        },
      })
    }
    act(() => latest!.scrollToTop())
    expect(layoutReads).toBe(0)
    act(() => scrollTo(box, 30_000))
    act(() => latest!.scrollToTop())
    expect(box.scrollTop).toBe(0)
    expect(drawnRows(container)[0]).toBe(0)
  })
})
