import { describe, expect, it, vi } from 'vitest'
import { createEmitter } from './createEmitter.js'

describe('createEmitter', () => {
  it('calls the listeners of an event, until they unsubscribe or are taken off', () => {
    const emitter = createEmitter<{ a: number; b: string }>()
    const first = vi.fn()
    const second = vi.fn()
    const other = vi.fn()
    const unsubscribe = emitter.on('a', first)
    emitter.on('a', second)
    emitter.on('b', other)
    emitter.emit('a', 1)
    unsubscribe()
    emitter.emit('a', 2)
    emitter.off('a', second)
    emitter.emit('a', 3)
    expect(first.mock.calls).toEqual([[1]])
    expect(second.mock.calls).toEqual([[1], [2]])
    expect(other).not.toHaveBeenCalled()
  })

  it('a listener that throws does not stop the others, and its error is reported', () => {
    const onError = vi.fn()
    const emitter = createEmitter<{ a: number }>(onError)
    const after = vi.fn()
    emitter.on('a', () => {
      throw new Error('boom')
    })
    emitter.on('a', after)
    emitter.emit('a', 1)
    expect(after).toHaveBeenCalledWith(1)
    expect(onError).toHaveBeenCalledWith(new Error('boom'))
  })

  it('clear takes every listener off', () => {
    const emitter = createEmitter<{ a: number }>()
    const listener = vi.fn()
    emitter.on('a', listener)
    emitter.clear()
    emitter.emit('a', 1)
    expect(listener).not.toHaveBeenCalled()
  })
})
