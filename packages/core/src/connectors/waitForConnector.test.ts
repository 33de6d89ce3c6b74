import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { ConnectorNotFoundError } from '../errors/connection.js'
import { createListeners } from './createListeners.js'
import { waitForConnector } from './waitForConnector.js'

function createRegistry() {
  const entries = new Map<string, { id: string }>()
  const listeners = createListeners()
  return {
    get: (id: string) => entries.get(id),
    subscribe: listeners.subscribe,
    add(id: string) {
      entries.set(id, { id })
      listeners.notify()
    },
  }
}

describe('waitForConnector', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  test('resolves at once with a known connector, without watching', async () => {
    const registry = createRegistry()
    registry.add('known')
    const watch = vi.fn(() => () => {})
    await expect(
      waitForConnector({ registry, connectorId: 'known', timeout: 1000, watch }),
    ).resolves.toEqual({ id: 'known' })
    expect(watch).not.toHaveBeenCalled()
  })

  test('resolves with a wallet that shows up before the timeout', async () => {
    const registry = createRegistry()
    const waiting = waitForConnector({ registry, connectorId: 'late', timeout: 1000 })
    registry.add('other')
    vi.advanceTimersByTime(999)
    registry.add('late')
    await expect(waiting).resolves.toEqual({ id: 'late' })
  })

  test('rejects with ConnectorNotFoundError after the timeout, and stops watching', async () => {
    const registry = createRegistry()
    const unwatch = vi.fn()
    const waiting = waitForConnector({
      registry,
      connectorId: 'missing',
      timeout: 1000,
      watch: () => unwatch,
    })
    vi.advanceTimersByTime(1000)
    await expect(waiting).rejects.toBeInstanceOf(ConnectorNotFoundError)
    expect(unwatch).toHaveBeenCalledTimes(1)
    registry.add('missing')
  })

  test('a watched signal is checked, and a nudge that brings the wallet at once settles', async () => {
    const registry = createRegistry()
    const unwatch = vi.fn()
    const waiting = waitForConnector({
      registry,
      connectorId: 'nudged',
      timeout: 1000,
      watch: (check) => {
        registry.add('nudged')
        check()
        return unwatch
      },
    })
    await expect(waiting).resolves.toEqual({ id: 'nudged' })
    expect(unwatch).toHaveBeenCalledTimes(1)
    expect(vi.getTimerCount()).toBe(0)
  })
})
