import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createImageReveal } from './createImageReveal.js'

/** Animation frames run only when the test says so. */
let frames: Map<number, FrameRequestCallback>
let nextId: number
const runFrame = () => {
  const due = [...frames.values()]
  frames.clear()
  for (const callback of due) callback(0)
}

beforeEach(() => {
  frames = new Map()
  nextId = 1
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    frames.set(nextId, callback)
    return nextId++
  })
  vi.stubGlobal('cancelAnimationFrame', (id: number) => frames.delete(id))
})
afterEach(() => {
  vi.unstubAllGlobals()
})

describe('createImageReveal', () => {
  it('starts images in later frames, at most perFrame each, in the order asked', () => {
    const reveal = createImageReveal({ perFrame: 2 })
    const started: number[] = []
    for (const n of [1, 2, 3, 4, 5]) reveal.schedule(() => started.push(n))
    expect(started).toEqual([])
    runFrame()
    expect(started).toEqual([1, 2])
    runFrame()
    expect(started).toEqual([1, 2, 3, 4])
    runFrame()
    expect(started).toEqual([1, 2, 3, 4, 5])
    expect(frames.size).toBe(0)
  })

  it('skips withdrawn requests, and asks for no frame once none is left', () => {
    const reveal = createImageReveal({ perFrame: 1 })
    const started: string[] = []
    const cancelA = reveal.schedule(() => started.push('a'))
    reveal.schedule(() => started.push('b'))
    cancelA()
    runFrame()
    expect(started).toEqual(['b'])
    const cancelC = reveal.schedule(() => started.push('c'))
    expect(frames.size).toBe(1)
    cancelC()
    expect(frames.size).toBe(0)
  })

  it('keeps two requests of the same function apart', () => {
    const reveal = createImageReveal({ perFrame: 4 })
    const calls = vi.fn()
    const cancelFirst = reveal.schedule(calls)
    reveal.schedule(calls)
    cancelFirst()
    runFrame()
    expect(calls).toHaveBeenCalledTimes(1)
  })

  it('remembers the images that loaded', () => {
    const reveal = createImageReveal({ perFrame: 4 })
    expect(reveal.has('https://example.com/a.svg')).toBe(false)
    reveal.loaded('https://example.com/a.svg')
    expect(reveal.has('https://example.com/a.svg')).toBe(true)
  })
})
