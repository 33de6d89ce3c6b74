import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { getVirtualRange } from './getVirtualRange.js'

export type UseVirtualRowsParameters = {
  count: number
  /** Every row is this tall (px), gap included. */
  rowHeight: number
  /** Rows drawn beyond each edge of the viewport. */
  overscan?: number
  /** A row that stays drawn wherever the scroll is (the one holding focus). */
  pinned?: number | undefined
  /** Viewport height to assume before the box has been laid out. */
  fallbackHeight?: number
  /**
   * Identifies the list drawn (a search query): when it changes, the new list is drawn from its
   * first row in that same render and the box is scrolled back to the top before the browser
   * paints, rather than drawn once at the old offset and again after scrolling.
   */
  resetKey?: string
}

export type VirtualRows = {
  /** Attach to the scroll box. */
  ref: (element: HTMLElement | null) => void
  /** The row indexes to draw, in order. */
  rows: number[]
  /** The first and one-past-the-last drawn row, overscan included. */
  start: number
  end: number
  /** One past the last row actually in view (no overscan). */
  visibleEnd: number
  /** Height of the whole list, for the sizer inside the scroll box. */
  totalHeight: number
  /** Scrolls just enough for a row to be fully in view. */
  scrollToRow: (index: number) => void
}

/**
 * Windowing for a scroll box of fixed-height rows: only the rows in view (plus overscan) are
 * drawn, each placed at `index * rowHeight`.
 * @example const { ref, rows, totalHeight } = useVirtualRows({ count: 250, rowHeight: 104 })
 */
export function useVirtualRows({
  count,
  rowHeight,
  overscan = 2,
  pinned,
  fallbackHeight = 400,
  resetKey = '',
}: UseVirtualRowsParameters): VirtualRows {
  const [element, setElement] = useState<HTMLElement | null>(null)
  const [viewport, setViewport] = useState({ scrollTop: 0, height: fallbackHeight })
  // A new list starts at its first row: the state is corrected during this render, which React
  // then repeats before drawing anything.
  const [drawnKey, setDrawnKey] = useState(resetKey)
  if (drawnKey !== resetKey) {
    setDrawnKey(resetKey)
    if (viewport.scrollTop !== 0) setViewport({ scrollTop: 0, height: viewport.height })
  }
  const elementRef = useRef<HTMLElement | null>(null)
  // The last scroll offset read from the box or written to it.
  const knownScrollTop = useRef(0)
  const measure = useCallback(() => {
    const box = elementRef.current
    if (!box) return
    const height = box.clientHeight || fallbackHeight
    const scrollTop = box.scrollTop
    knownScrollTop.current = scrollTop
    setViewport((last) =>
      last.scrollTop === scrollTop && last.height === height ? last : { scrollTop, height },
    )
  }, [fallbackHeight])
  const ref = useCallback((box: HTMLElement | null) => {
    elementRef.current = box
    setElement(box)
  }, [])
  useEffect(() => {
    if (!element) return
    measure()
    element.addEventListener('scroll', measure, { passive: true })
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : undefined
    observer?.observe(element)
    return () => {
      element.removeEventListener('scroll', measure)
      observer?.disconnect()
    }
  }, [element, measure])
  const { start, end } = getVirtualRange({
    count,
    rowHeight,
    overscan,
    scrollTop: viewport.scrollTop,
    viewportHeight: viewport.height,
  })
  const rows = useMemo(() => {
    const indexes: number[] = []
    const keep = pinned !== undefined && pinned >= 0 && pinned < count ? pinned : undefined
    if (keep !== undefined && keep < start) indexes.push(keep)
    for (let index = start; index < end; index++) indexes.push(index)
    if (keep !== undefined && keep >= end) indexes.push(keep)
    return indexes
  }, [start, end, pinned, count])
  const scrollToRow = useCallback(
    (index: number) => {
      const box = elementRef.current
      if (!box) return
      const height = box.clientHeight || fallbackHeight
      const top = index * rowHeight
      const bottom = top + rowHeight
      let scrollTop = box.scrollTop
      if (top < scrollTop) scrollTop = top
      else if (bottom > scrollTop + height) scrollTop = bottom - height
      else return
      box.scrollTop = scrollTop
      knownScrollTop.current = scrollTop
      // Some environments do not report a scroll event for a programmatic scroll.
      setViewport((last) => (last.scrollTop === scrollTop ? last : { scrollTop, height }))
    },
    [rowHeight, fallbackHeight],
  )
  // The box follows the new list to the top before paint; judged by the last offset read or
  // written, so a list that is already at the top forces no synchronous layout here.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for each new list, by design.
  useLayoutEffect(() => {
    const box = elementRef.current
    if (!box || knownScrollTop.current === 0) return
    box.scrollTop = 0
    knownScrollTop.current = 0
  }, [resetKey])
  const visibleEnd = Math.min(count, Math.ceil((viewport.scrollTop + viewport.height) / rowHeight))
  return {
    ref,
    rows,
    start,
    end,
    visibleEnd,
    totalHeight: count * rowHeight,
    scrollToRow,
  }
}
