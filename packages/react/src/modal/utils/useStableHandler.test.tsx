import { renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useStableHandler } from './useStableHandler.js'

describe('useStableHandler', () => {
  it('keeps one function across renders and calls the latest handler', () => {
    const { result, rerender } = renderHook(
      ({ factor }: { factor: number }) => useStableHandler((value: number) => value * factor),
      { initialProps: { factor: 2 } },
    )
    const first = result.current
    expect(first(5)).toBe(10)
    rerender({ factor: 3 })
    expect(result.current).toBe(first)
    expect(first(5)).toBe(15)
  })
})
