// @vitest-environment jsdom
import { afterEach, describe, expect, test, vi } from 'vitest'
import { testConnectorId } from '../test/setupTestWallet.js'
import { useTestWallets } from '../test/useTestWallets.js'

const wallet = useTestWallets()

afterEach(() => {
  vi.useRealTimers()
})

describe('disconnect', () => {
  test('revokes the account permission and removes the listeners', async () => {
    const { adapter, connect, provider, events } = wallet()
    await connect()
    await adapter.disconnect({ connectorId: testConnectorId })
    expect(provider.calls.at(-1)).toEqual({
      method: 'wallet_revokePermissions',
      params: [{ eth_accounts: {} }],
    })
    expect(provider.listenerCount()).toBe(0)
    const before = events.length
    provider.emit('accountsChanged', [])
    expect(events).toHaveLength(before)
  })

  test('does not wait more than 100 ms for a wallet that never answers', async () => {
    vi.useFakeTimers()
    const { adapter, connect } = wallet(
      {},
      { wallet_revokePermissions: () => new Promise(() => {}) },
    )
    await connect()
    const discoveryTimers = vi.getTimerCount()
    let done = false
    const pending = adapter.disconnect({ connectorId: testConnectorId }).then(() => {
      done = true
    })
    await vi.advanceTimersByTimeAsync(99)
    expect(done).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    await pending
    expect(done).toBe(true)
    expect(vi.getTimerCount()).toBe(discoveryTimers)
  })

  test.each([
    [
      'rejects the method',
      () => {
        throw { code: 4200, message: 'Unsupported' }
      },
    ],
    ['fails later', () => Promise.reject(new Error('boom'))],
  ])('succeeds when the wallet %s', async (_, handler) => {
    const { adapter, connect } = wallet({}, { wallet_revokePermissions: handler })
    await connect()
    await expect(adapter.disconnect({ connectorId: testConnectorId })).resolves.toBeUndefined()
  })

  test('succeeds for a wallet whose request throws synchronously', async () => {
    const { adapter, connect, provider } = wallet()
    await connect()
    provider.request = () => {
      throw new Error('sync')
    }
    await expect(adapter.disconnect({ connectorId: testConnectorId })).resolves.toBeUndefined()
  })

  test('succeeds for an unknown connector', async () => {
    const { adapter } = wallet()
    await expect(adapter.disconnect({ connectorId: 'io.unknown' })).resolves.toBeUndefined()
  })
})
