import { expect, test, vi } from 'vitest'
import { createListeners } from './createListeners.js'

test('notifies every subscribed listener until it unsubscribes', () => {
  const { notify, subscribe } = createListeners()
  const first = vi.fn()
  const second = vi.fn()
  const stopFirst = subscribe(first)
  subscribe(second)
  notify()
  stopFirst()
  notify()
  expect(first).toHaveBeenCalledTimes(1)
  expect(second).toHaveBeenCalledTimes(2)
})

test('a listener added while notifying waits for the next change', () => {
  const { notify, subscribe } = createListeners()
  const late = vi.fn()
  subscribe(() => subscribe(late))
  notify()
  expect(late).not.toHaveBeenCalled()
  notify()
  expect(late).toHaveBeenCalledTimes(1)
})
