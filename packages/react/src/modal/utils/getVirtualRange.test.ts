import { describe, expect, it } from 'vitest'
import { getVirtualRange } from './getVirtualRange.js'

const base = { count: 250, rowHeight: 100, overscan: 2, viewportHeight: 400 }

describe('getVirtualRange', () => {
  it('covers the viewport plus the overscan, clipped at the top', () => {
    expect(getVirtualRange({ ...base, scrollTop: 0 })).toEqual({ start: 0, end: 6 })
  })

  it('follows the scroll position', () => {
    expect(getVirtualRange({ ...base, scrollTop: 1050 })).toEqual({ start: 8, end: 17 })
  })

  it('is clipped at the end', () => {
    expect(getVirtualRange({ ...base, scrollTop: 24_600 })).toEqual({ start: 244, end: 250 })
    expect(getVirtualRange({ ...base, scrollTop: 1e9 })).toEqual({ start: 247, end: 250 })
  })

  it('draws nothing for no rows, and survives nonsense positions', () => {
    expect(getVirtualRange({ ...base, count: 0, scrollTop: 0 })).toEqual({ start: 0, end: 0 })
    expect(getVirtualRange({ ...base, scrollTop: -500 })).toEqual({ start: 0, end: 6 })
    expect(getVirtualRange({ ...base, scrollTop: Number.NaN })).toEqual({ start: 0, end: 6 })
    expect(getVirtualRange({ ...base, viewportHeight: 0, scrollTop: 0 })).toEqual({
      start: 0,
      end: 3,
    })
  })
})
