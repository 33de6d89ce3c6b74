export type GetVirtualRangeParameters = {
  count: number
  rowHeight: number
  overscan: number
  scrollTop: number
  viewportHeight: number
}

/** The rows `[start, end)` a scroll box of fixed-height rows shows, plus `overscan` each side. */
export function getVirtualRange({
  count,
  rowHeight,
  overscan,
  scrollTop,
  viewportHeight,
}: GetVirtualRangeParameters): { start: number; end: number } {
  if (count <= 0 || rowHeight <= 0) return { start: 0, end: 0 }
  const top = Math.max(0, Number.isFinite(scrollTop) ? scrollTop : 0)
  const height = Math.max(0, Number.isFinite(viewportHeight) ? viewportHeight : 0)
  const first = Math.min(count - 1, Math.floor(top / rowHeight))
  const last = Math.min(count, Math.ceil((top + height) / rowHeight))
  return {
    start: Math.max(0, first - overscan),
    end: Math.min(count, Math.max(last, first + 1) + overscan),
  }
}
