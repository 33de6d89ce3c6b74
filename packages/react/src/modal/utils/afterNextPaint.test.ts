import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { afterNextPaint } from './afterNextPaint.js'

beforeEach(() => {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
  })
})
afterEach(() => {
  vi.useRealTimers()
})

describe('afterNextPaint', () => {
  it('runs after the next animation frame, not before it', () => {
    const order: string[] = []
    afterNextPaint(() => order.push('task'))
    setTimeout(() => order.push('timeout'))
    requestAnimationFrame(() => order.push('frame'))
    vi.advanceTimersByTime(0)
    expect(order).toEqual(['timeout'])
    vi.advanceTimersToNextFrame()
    expect(order).toEqual(['timeout', 'frame'])
    vi.advanceTimersByTime(1)
    expect(order).toEqual(['timeout', 'frame', 'task'])
  })

  it('does nothing once cancelled, before or after the frame', () => {
    const task = vi.fn()
    afterNextPaint(task)()
    const cancel = afterNextPaint(task)
    vi.advanceTimersToNextFrame()
    cancel()
    vi.runAllTimers()
    expect(task).not.toHaveBeenCalled()
  })
})
